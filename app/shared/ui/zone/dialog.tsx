import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "~/shared/ui/icons";

interface DialogProps {
  /** The button that opens the dialog (rendered as Radix's trigger, so focus returns to it). */
  trigger: React.ReactElement;
  title: string;
  description?: string;
  children: React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A modal dialog of the task zone (Radix): focus moves in and is trapped there, Escape and the
 * close button close it, focus returns to the trigger, the page behind is hidden from assistive
 * technology. Only for hydrated screens; public pages use the native <dialog> (app/enhance).
 */
export function Dialog({ trigger, title, description, children, open, onOpenChange }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Fechar"
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-sky-50"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
