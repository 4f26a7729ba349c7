import { makeAutoObservable } from 'mobx';
import type { Stores } from './StoresContext';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface Alert {
  message: string;
  type: AlertType;
  centered: boolean;
}

/** The one toast the site shows at a time (SPEC §3 Alert). */
export class AlertStore {
  current: Alert | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  show(message: string, options: { type?: AlertType; centered?: boolean } = {}): void {
    this.current = {
      message,
      type: options.type ?? 'success',
      centered: options.centered ?? false,
    };
  }

  dismiss(): void {
    this.current = null;
  }
}
