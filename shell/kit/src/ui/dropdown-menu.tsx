import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@app/kit/router';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';
import { cn } from './cn';

/** One entry of a {@link DropdownMenu}: a page of the app, a link (full-page navigation) or an action. */
export interface MenuItem {
  label: ReactNode;
  /** A path inside the app, opened without a page load (e.g. /my-reminders). */
  to?: string;
  /** A link target; the browser navigates there (e.g. /api/login). */
  href?: string;
  /** An action run when the item is chosen; the menu closes first. */
  onSelect?: () => void;
  destructive?: boolean;
  disabled?: boolean;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Content of the menu button. */
  trigger: ReactNode;
  /** Accessible name of the menu button when its content is not text (an icon). */
  triggerLabel?: string;
  items: MenuItem[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space or the arrows open the menu and focus an item,
 * arrows/Home/End move, Escape closes and returns focus to the button, Tab or a click outside closes.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  variant = 'ghost',
  size = 'default',
  align = 'end',
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.findIndex((item) => item === document.activeElement);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const itemClass = (item: MenuItem) =>
    cn(
      'flex min-h-11 w-full cursor-pointer select-none items-center rounded-sm px-3 py-2 text-left text-sm outline-none sm:min-h-9',
      'hover:bg-muted focus:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
      item.destructive ? 'text-destructive' : 'text-foreground',
      item.disabled && 'pointer-events-none opacity-50',
    );

  return (
    <div ref={rootRef} className={cn('relative inline-block', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className={buttonClass({ variant, size })}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute z-50 mt-2 min-w-48 rounded-md border border-border bg-white p-1 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item, index) =>
            item.to ? (
              <Link
                key={index}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                aria-disabled={item.disabled || undefined}
                className={itemClass(item)}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : item.href ? (
              <a
                key={index}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                aria-disabled={item.disabled || undefined}
                className={itemClass(item)}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </a>
            ) : (
              <button
                key={index}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                className={itemClass(item)}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
