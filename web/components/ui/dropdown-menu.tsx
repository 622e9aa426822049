import type { ComponentProps } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '../../lib/cn';

/**
 * Not modal: a modal menu hides the whole page from assistive technology while open, and leaves
 * focusable controls inside what it hid. Focus still moves into the menu and back.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    // In place rather than portalled to the end of the page: the menu stays inside the landmark
    // of what opened it. Its fixed position escapes scrolling boxes, but not an ancestor with a
    // transform, filter or opacity: keep those off the elements around a menu.
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-52 overflow-hidden rounded-xl border border-stone-200 bg-white p-1.5 shadow-lifted data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export type DropdownMenuItemVariant = 'default' | 'destructive';

// Each variant carries all of its colours: cn does not drop conflicting classes, and in the
// stylesheet text-stone-* comes after text-red-*, so a red added over the default would not show.
const itemVariants: Record<DropdownMenuItemVariant, string> = {
  default:
    'text-stone-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 [&_svg]:text-stone-500',
  destructive:
    'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600',
};

export function DropdownMenuItem({
  variant = 'default',
  className,
  ...props
}: ComponentProps<typeof Menu.Item> & { variant?: DropdownMenuItemVariant }) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4',
        itemVariants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2.5 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return (
    <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-stone-100', className)} {...props} />
  );
}
