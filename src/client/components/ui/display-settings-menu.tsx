import { useId } from 'react';
import { THEMES, type Theme } from '../../../shared/display-settings';
import { changeDisplaySettings, useDisplaySettings } from '../../lib/display-settings';
import { useSession } from '../../lib/session';
import { useDisclosure } from '../../lib/use-disclosure';
import './display.css';

const THEME_LABELS: Record<Theme, string> = {
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
};

const FLAGS = [
  {
    key: 'traditional_first',
    label: 'Traditional characters first',
    hint: '畫蛇添足 before 画蛇添足',
  },
  {
    key: 'hide_pinyin',
    label: 'Hide pinyin until tapped',
    hint: 'Test yourself; tap a line to see it',
  },
  { key: 'tone_colours', label: 'Tone colours', hint: 'Pinyin and hanzi coloured by tone' },
] as const;

/** The choices themselves; the header's menu and any page can show them. */
export function DisplaySettingsForm() {
  const settings = useDisplaySettings();
  const { loggedIn } = useSession();
  const name = useId();
  return (
    <div className="display-form">
      {FLAGS.map((flag) => (
        <label key={flag.key} className="display-form__flag">
          <input
            type="checkbox"
            checked={settings[flag.key]}
            onChange={(event) => void changeDisplaySettings({ [flag.key]: event.target.checked })}
          />
          <span>
            <span className="display-form__label">{flag.label}</span>
            <span className="display-form__hint">{flag.hint}</span>
          </span>
        </label>
      ))}
      <fieldset className="display-form__themes">
        <legend className="display-form__label">Theme</legend>
        {THEMES.map((theme) => (
          <label key={theme} className="display-form__theme">
            <input
              type="radio"
              name={name}
              value={theme}
              checked={settings.theme === theme}
              onChange={() => void changeDisplaySettings({ theme })}
            />
            {THEME_LABELS[theme]}
          </label>
        ))}
      </fieldset>
      <p className="display-form__where">
        {loggedIn
          ? 'Saved to your account: they follow you to any browser.'
          : 'Saved in this browser. Log in to keep them on every device.'}
      </p>
    </div>
  );
}

function DisplayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <text x="1" y="17" fontSize="14" fontWeight="700" fill="currentColor">
        文
      </text>
      <path d="M15 20l4-12 4 12M16.4 16h5.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * The display choices from every page's header (ADR 0185): a disclosure like the account menu,
 * so Tab, Enter and Escape work without a custom keyboard model.
 */
export function DisplaySettingsMenu({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { open, setOpen, root, button, panelId } = useDisclosure();

  return (
    <div className={`display-menu display-menu--${align}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="display-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Display settings"
        title="Display settings"
        onClick={() => setOpen((o) => !o)}
      >
        <DisplayIcon />
      </button>
      {open && (
        <div
          className="display-menu__panel"
          id={panelId}
          role="group"
          aria-label="Display settings"
        >
          <DisplaySettingsForm />
        </div>
      )}
    </div>
  );
}
