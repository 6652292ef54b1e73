import * as RadixTabs from "@radix-ui/react-tabs";

export interface TabItem {
  id: string;
  label: string;
  content: React.ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  defaultTab?: string;
  value?: string;
  onValueChange?: (id: string) => void;
}

/**
 * Tabs of the task zone (Radix): a real tablist, arrow keys, Home and End move between tabs, the
 * selected panel is labelled by its tab. Only for hydrated screens.
 */
export function Tabs({ label, tabs, defaultTab, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={defaultTab ?? tabs[0]?.id} value={value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="flex gap-2 border-b border-sky-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 px-4 font-semibold text-ink-soft data-[state=active]:border-b-2 data-[state=active]:border-sky-800 data-[state=active]:text-sky-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="pt-6">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
