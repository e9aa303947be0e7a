/**
 * Events every widget fires. All bubble and are composed, so a host page can listen on
 * `document` whatever Shadow DOM the widget sits in.
 */

export interface StepDetail {
  /** The step now shown (0 = the start). */
  step: number;
  /** How many steps the history holds. */
  of: number;
  /** The machine's state value, e.g. "choosing" or { round: "revealed" }. */
  state: unknown;
  /** The event that led here, when moving forward; absent on back/rewind. */
  event?: { type: string };
  /** How the step was reached. */
  cause: 'action' | 'back' | 'forward' | 'rewind' | 'reset' | 'restore';
}

/** Fired after every change of the shown step. */
export class RbStepEvent extends CustomEvent<StepDetail> {
  static readonly eventName = 'rb-step';
  constructor(detail: StepDetail) {
    super(RbStepEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

export interface ErrorDetail {
  /** Specific messages, one per problem ("deck: \"11h\" is not a card …"). */
  messages: string[];
}

/** Fired when attributes or a saved table could not be used (the widget carries on with defaults). */
export class RbErrorEvent extends CustomEvent<ErrorDetail> {
  static readonly eventName = 'rb-error';
  constructor(detail: ErrorDetail) {
    super(RbErrorEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rb-step': RbStepEvent;
    'rb-error': RbErrorEvent;
  }
}
