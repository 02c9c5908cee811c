import type { Commonness } from '../../../shared/schemas/commonness.js';
import type { GeneratedDetail, IdiomDetail, RelatedIdioms } from '../../../shared/schemas/idiom.js';

/** What a reply adds to the generated detail for its word: the same for every reader. */
export interface WordFields {
  related: RelatedIdioms;
  commonness?: Commonness;
}

/** The fields of a detail reply that differ from one request to the next. */
export type PerRequestFields = Required<
  Pick<IdiomDetail, 'task_id' | 'remaining_searches' | 'has_subscription' | 'first_searched_at'>
>;

/**
 * A completed detail reply as JSON text (ADR 0120). The generated detail and its related idioms
 * are the same for every reader of a word, so they are serialised once per detail object (the
 * detail cache hands out the same object for a word); a request only writes its own four fields
 * after them. The text parses to exactly `{...detail, related, commonness, ...perRequest}`.
 */
export class DetailReplyWriter {
  private readonly shared = new WeakMap<GeneratedDetail, string>();

  constructor(private readonly fieldsOf: (word: string) => WordFields) {}

  write(detail: GeneratedDetail, fields: PerRequestFields): string {
    let head = this.shared.get(detail);
    if (head === undefined) {
      const whole = JSON.stringify({ ...detail, ...this.fieldsOf(detail.word) });
      head = whole.slice(0, -1); // without its closing brace: the request's fields follow
      this.shared.set(detail, head);
    }
    return (
      `${head},"task_id":${JSON.stringify(fields.task_id)}` +
      `,"remaining_searches":${JSON.stringify(fields.remaining_searches)}` +
      `,"has_subscription":${fields.has_subscription}` +
      `,"first_searched_at":${JSON.stringify(fields.first_searched_at)}}`
    );
  }
}
