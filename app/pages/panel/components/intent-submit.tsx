import { useNavigation } from "react-router";
import { SubmitButton } from "~/shared/ui/zone/submit-button";

/**
 * The submit button of one of the panel's forms: pending only while its own form is on its way (the
 * panel has many forms, and the others stay as they are).
 */
export function IntentSubmit({
  intent,
  pendingLabel,
  className,
  children,
}: {
  intent: string;
  pendingLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <SubmitButton pending={pending} pendingLabel={pendingLabel} className={className}>
      {children}
    </SubmitButton>
  );
}
