/**
 * "@app/kit/ui": the accessible controls, the toast system, the public site header and the signed-in app
 * frame (with the skeleton shown while a page loads) shared by every screen, the landing page included, and the
 * rule for starting work nobody waits for. Cards, badges, dialogs, tabs and progress bars are in "@app/kit/panels".
 */
export { cn } from './cn';
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Input, Textarea, Select, Checkbox, Label, FieldError, checkboxLabelClass } from './fields';
export { FormField, FormProblem, type FieldControlProps } from './form-field';
export { DropdownMenu, type DropdownMenuProps, type MenuItem } from './dropdown-menu';
export {
  toast,
  openToasts,
  dismissToasts,
  Toaster,
  TOAST_LIMIT,
  TOAST_DURATION,
  TOAST_REGION_LABEL,
  type ToastOptions,
  type ToastVariant,
} from './toast';
export { SiteHeader, SITE_SECTIONS, scrollToSection, loginLabel } from './site-header';
export { preferredScrollBehavior } from './scroll-behavior';
export { Brand, LogoMark } from './brand';
export { AppFrame, LOGOUT_LABEL, personName, type AppFrameProps, type FrameLink } from './app-frame';
export { Skeleton, PageSkeleton } from './skeleton';
export { whenIdleAfterLoad } from './when-idle';
export { useFocusAppended } from './focus-appended';
export { useFocusAfterRemoval, type FocusAfterRemoval } from './focus-after-removal';
export { FOCUS_RING, FOCUS_RING_FLUSH } from './focus-ring';
