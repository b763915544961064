import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** An action run when the item is chosen; the menu then closes. */
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
  /** Classes of the menu button. */
  className?: string;
}

const itemClass = (item: MenuItem) =>
  cn(
    'flex min-h-11 w-full cursor-pointer select-none items-center rounded-sm px-3 py-2 text-left text-sm outline-none sm:min-h-9',
    'hover:bg-muted focus:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
    'data-disabled:pointer-events-none data-disabled:opacity-50',
    item.destructive ? 'text-destructive' : 'text-foreground',
  );

/**
 * A menu button on Radix's dropdown menu: Enter, Space or Arrow Down open it with the first item focused, the
 * arrows (wrapping), Home, End and typing a label's first letters move, Escape closes it and gives focus back to
 * the button. Not modal, as a menu of a few links should be: the page keeps scrolling and a click outside closes
 * it and still lands. Tab also closes it, focus back on the button, rather than doing nothing.
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
  const closeOnTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    setOpen(false);
  };

  return (
    <Menu.Root modal={false} open={open} onOpenChange={setOpen}>
      <Menu.Trigger aria-label={triggerLabel} className={buttonClass({ variant, size, className })}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align}
          sideOffset={8}
          loop
          onKeyDown={closeOnTab}
          className="z-50 min-w-48 rounded-md border border-border bg-white p-1 shadow-lg"
        >
          {items.map((item, index) => (
            <Menu.Item
              key={index}
              asChild={!!(item.to ?? item.href)}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={itemClass(item)}
            >
              {item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : item.href ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                item.label
              )}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
