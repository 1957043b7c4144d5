/**
 * A sale (ticket order, order edit, membership order) as named steps, each with its undo, as
 * Medusa's workflows are: check the places, reserve the coupon uses, charge, write the order.
 * The use case calls its steps in order; a step that succeeded owes its undo (release the
 * reservation, void the charge) until the sale is written. When a later step fails, the
 * submission runner (`run-submission.ts`) takes the completed steps back, newest first.
 */

/** One step of a sale: what it does, and how to take it back if a later step fails. */
export interface SaleStep<Input, Output> {
  readonly name: string;
  run(input: Input): Promise<Output>;
  /**
   * Takes back what `run` did, given its input and output. Throws when it cannot settle it now
   * (the gateway did not answer a void): the payment recovery job then settles it.
   */
  undo?(output: Output, input: Input): Promise<void>;
}

/** A completed step's undo, owed until the sale is written. */
export interface OwedUndo {
  step: string;
  undo(): Promise<void>;
}

/** Runs one step of a sale; its undo, if it has one, is owed from the moment it succeeds. */
export type RunSaleStep = <Input, Output>(
  step: SaleStep<Input, Output>,
  input: Input,
) => Promise<Output>;

/** The runner of a sale's steps, which hands each completed step's undo to `owe`. */
export function createSaleStepRunner(owe: (undo: OwedUndo) => void): RunSaleStep {
  return async (step, input) => {
    const output = await step.run(input);
    const { undo } = step;
    if (undo) owe({ step: step.name, undo: () => undo.call(step, output, input) });
    return output;
  };
}

/**
 * Takes back the completed steps, newest first. Every undo is tried even when one fails; the
 * answer is false when any of them did not settle, so the sale goes to payment recovery.
 */
export async function undoCompletedSteps(owed: OwedUndo[]): Promise<boolean> {
  let settled = true;
  for (const { undo } of [...owed].reverse()) {
    try {
      await undo();
    } catch {
      settled = false;
    }
  }
  return settled;
}
