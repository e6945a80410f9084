import { useId } from 'react';
import classes from './survey.module.css';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  /** The group's DOM id, for jumping to it. */
  id?: string;
  /** The element naming the group (the question or activity, or a clothing row's label). */
  labelledBy: string;
  describedBy?: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** Segments in a row (Yes / Maybe / No) or one full-width row per option. */
  variant: 'segmented' | 'list';
  /** Shown but not changeable. */
  disabled?: boolean;
}

/**
 * One answer out of several, built on native radio buttons: each is named by its own label
 * ("Yes"), the group by the thing answered, and the arrow keys move between them. Nothing is
 * chosen until the player chooses.
 */
export function ChoiceGroup({
  id,
  labelledBy,
  describedBy,
  choices,
  value,
  onChange,
  variant,
  disabled = false,
}: ChoiceGroupProps) {
  const name = useId();
  const segmented = variant === 'segmented';
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={segmented ? classes.segmented : classes.options}
    >
      {choices.map((choice) => {
        const checked = value === choice.value;
        return (
          <label
            key={choice.value}
            className={segmented ? classes.segment : classes.option}
            data-checked={checked || undefined}
            data-disabled={disabled || undefined}
            data-value={choice.value}
          >
            <input
              type="radio"
              className={segmented ? classes.radio : classes.optionRadio}
              name={name}
              value={choice.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}
