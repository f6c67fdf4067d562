import '@mantine/core/styles/Tabs.css';
import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface LightTab<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * Mantine's Tabs (default variant, horizontal, keepMounted={false}, list with mb="md") as the plain
 * markup they render, with Mantine's class names and stylesheet, without their code (~4 KB gzip
 * before the first paint of a page that shows them, issue 14). Keyboard as in Mantine: arrows
 * move to the previous or next tab and select it (looping), Home and End to the first and last.
 * Only the selected panel is rendered. LightTabs.test.tsx checks the markup stays Mantine's.
 */
export function LightTabs<V extends string>({
  tabs,
  value,
  onChange,
  children,
}: {
  tabs: readonly LightTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = (tab: V) => `${id}-panel-${tab}`;
  const select = (index: number, list: HTMLElement | null) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    list?.querySelector<HTMLElement>(`[id="${tabId(next.value)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const list = event.currentTarget.parentElement;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, list);
  };
  return (
    <div
      style={
        {
          '--tabs-radius': 'var(--mantine-radius-default)',
          '--tabs-color': 'var(--mantine-color-indigo-filled)',
        } as React.CSSProperties
      }
      className="m_89d60db1 mantine-Tabs-root"
      data-variant="default"
      data-orientation="horizontal"
      id={id}
    >
      <div
        style={{ marginBottom: 'var(--mantine-spacing-md)' }}
        className="m_576c9d4 m_89d33d6d mantine-Tabs-list"
        data-variant="default"
        data-orientation="horizontal"
        role="tablist"
        aria-orientation="horizontal"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              className="mantine-focus-auto m_539e827b m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
              data-variant="default"
              data-active={active || undefined}
              data-orientation="horizontal"
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              aria-controls={panelId(tab.value)}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className="m_42bbd1ae mantine-Tabs-tabLabel">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <div
            key={tab.value}
            style={active ? undefined : { display: 'none' }}
            className="m_b0c91715 mantine-Tabs-panel"
            data-orientation="horizontal"
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
          >
            {active ? children : null}
          </div>
        );
      })}
    </div>
  );
}
