import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PrivacyPolicy } from '../content/privacy';
import { RefundPolicy } from '../content/refund';
import { TermsAndConditions } from '../content/terms';
import './policy.css';

export const POLICY_TABS = [
  { id: 'privacy', label: 'Privacy Policy', Content: PrivacyPolicy },
  { id: 'terms', label: 'Terms & Conditions', Content: TermsAndConditions },
  { id: 'refund', label: 'Refund Policy', Content: RefundPolicy },
] as const;
export type PolicyTab = (typeof POLICY_TABS)[number]['id'];

export function tabFromQuery(value: string | null): PolicyTab {
  return POLICY_TABS.find((t) => t.id === value)?.id ?? 'privacy';
}

/** SPEC §2 /policy: three tabs, privacy by default; the tab lives in ?tab= so it can be linked. */
export function PolicyTabs() {
  const [params, setParams] = useSearchParams();
  const active = tabFromQuery(params.get('tab'));
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: PolicyTab, focus = false) => {
    setParams(id === 'privacy' ? {} : { tab: id }, { replace: true });
    if (focus) refs.current[id]?.focus();
  };

  // WAI-ARIA tabs: arrows, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = POLICY_TABS.findIndex((t) => t.id === active);
    const last = POLICY_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(POLICY_TABS[next]!.id, true);
  };

  return (
    <div className="policy">
      <div
        className="policy__tabs"
        role="tablist"
        aria-label="Legal policies"
        onKeyDown={onKeyDown}
      >
        {POLICY_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="policy__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {POLICY_TABS.filter((t) => t.id === active).map(({ id, label, Content }) => (
        <section
          key={id}
          role="tabpanel"
          id={`panel-${id}`}
          aria-labelledby={`tab-${id}`}
          tabIndex={0}
          className="policy__panel panel"
        >
          <h2 className="policy__heading">{label}</h2>
          <Content />
        </section>
      ))}
    </div>
  );
}
