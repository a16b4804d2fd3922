'use client';

import { Button } from '../Button';
import { closeGlyph } from './CloseButton.css';

export interface CloseButtonProps {
  /** Its accessible name: what it closes ("Luk", "Luk afspilleren"). */
  label: string;
  onClick: () => void;
}

/** The one close button of dialogs, cards and bars: an outlined round button with a cross, named by `label`. */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <Button variant="secondary" iconOnly aria-label={label} onClick={onClick}>
      <span className={closeGlyph} aria-hidden="true">
        ×
      </span>
    </Button>
  );
}
