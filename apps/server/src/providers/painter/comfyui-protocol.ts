import { z } from 'zod';
import { shortReason } from '@store/shared/painter-notes';

/**
 * Reading ComfyUI's answers in words for staff: its validation refusals (POST /prompt's 400), its
 * execution errors (in /history), and a workflow checked against the server's /object_info before
 * anything is queued. Field names follow ComfyUI's server.py and execution.py.
 */

/** ComfyUI's API-format workflow: node id to its class and inputs (a link is [node id, output index]). */
export const workflowSchema = z.record(z.string(), z.object({ class_type: z.string(), inputs: z.record(z.string(), z.unknown()) }));
export type Workflow = z.infer<typeof workflowSchema>;

const nodeErrorSchema = z.object({
  type: z.string().default(''),
  message: z.string().default(''),
  details: z.string().default(''),
  extra_info: z.object({ input_name: z.string().optional(), received_value: z.unknown().optional() }).loose().default({}),
});
const refusalSchema = z.object({
  error: z.union([
    z.string(),
    z.object({ type: z.string().default(''), message: z.string().default(''), details: z.string().default('') }).loose(),
  ]),
  node_errors: z
    .record(z.string(), z.object({ errors: z.array(nodeErrorSchema).default([]), class_type: z.string().default('') }).loose())
    .default({}),
});

function nodeErrorInWords(classType: string, error: z.infer<typeof nodeErrorSchema>): string {
  const input = error.extra_info.input_name ?? error.details.split(':')[0]?.trim() ?? '';
  if (error.type === 'value_not_in_list')
    return `${classType} asks for ${input} “${String(error.extra_info.received_value ?? '?')}”, which this ComfyUI does not have`;
  if (error.type === 'required_input_missing') return `${classType} lacks its input ${error.details || input}`;
  return `${classType}: ${error.message}${error.details ? ` (${error.details})` : ''}`;
}

/** POST /prompt's refusal in words: which node asks for what, one clause per problem, not the raw JSON. */
export function refusalInWords(body: unknown): string | null {
  const parsed = refusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const problems = Object.values(parsed.data.node_errors).flatMap((node) =>
    node.errors.map((error) => nodeErrorInWords(node.class_type || 'a node', error)),
  );
  const unique = [...new Set(problems)];
  if (unique.length) return shortReason(unique.join('; '));
  const { error } = parsed.data;
  return shortReason(typeof error === 'string' ? error : `${error.message}${error.details ? ` (${error.details})` : ''}`);
}

const executionErrorSchema = z.object({
  node_type: z.string().default('a node'),
  exception_type: z.string().default(''),
  exception_message: z.string().default(''),
});

/** The execution error in a history entry's messages, in words; null when there is none. */
export function executionErrorInWords(messages: readonly unknown[]): string | null {
  for (const message of messages) {
    if (!Array.isArray(message)) continue;
    if (message[0] === 'execution_interrupted') return 'someone stopped it on the ComfyUI server';
    if (message[0] !== 'execution_error') continue;
    const error = executionErrorSchema.safeParse(message[1]);
    if (!error.success) return 'the workflow stopped with an error';
    const { node_type: node, exception_type: type, exception_message: text } = error.data;
    if (/OutOfMemory/i.test(type) || /out of memory/i.test(text))
      return `the GPU ran out of memory in ${node}: free it (one painter per GPU) or use a smaller model or canvas`;
    const firstLine = text.split('\n').find((line) => line.trim()) ?? type;
    return shortReason(`${node} stopped: ${firstLine.trim()}`);
  }
  return null;
}

/** One input's definition in /object_info: a type name with options, or (older servers) the list of allowed values. */
type InputSpec = [unknown, Record<string, unknown>?];
type NodeInfo = { input?: { required?: Record<string, InputSpec>; optional?: Record<string, InputSpec> } };

function allowedValues(spec: InputSpec): unknown[] | null {
  if (Array.isArray(spec[0])) return spec[0] as unknown[];
  if (spec[0] === 'COMBO' && Array.isArray(spec[1]?.options)) return spec[1].options as unknown[];
  return null;
}

/**
 * What would stop ComfyUI running a workflow, from its /object_info: a node class it lacks, an input
 * name it does not know (a typo), a required input missing, a model file it does not have, a value
 * out of range. Placeholders are left out: the store fills them when it paints.
 */
export function workflowProblems(name: string, workflow: Workflow, objectInfo: Record<string, NodeInfo>): string[] {
  const problems: string[] = [];
  for (const [id, node] of Object.entries(workflow)) {
    const info = objectInfo[node.class_type];
    if (!info) {
      problems.push(`${name}: node ${id} is a ${node.class_type}, which this ComfyUI does not have (a custom node not installed?)`);
      continue;
    }
    const required = info.input?.required ?? {};
    const known = { ...required, ...(info.input?.optional ?? {}) };
    for (const input of Object.keys(required))
      if (!(input in node.inputs)) problems.push(`${name}: node ${id} (${node.class_type}) lacks its input ${input}`);
    for (const [input, value] of Object.entries(node.inputs)) {
      const spec = known[input];
      if (!spec) {
        problems.push(`${name}: node ${id} (${node.class_type}) has no input called “${input}”`);
        continue;
      }
      if (Array.isArray(value) || (typeof value === 'string' && /^\{\{.+\}\}$/.test(value))) continue;
      const allowed = allowedValues(spec);
      if (allowed && !allowed.includes(value))
        problems.push(`${name}: node ${id} (${node.class_type}) asks for ${input} “${String(value)}”, which this ComfyUI does not have`);
      const { min, max } = spec[1] ?? {};
      if (typeof value === 'number' && ((typeof min === 'number' && value < min) || (typeof max === 'number' && value > max)))
        problems.push(`${name}: node ${id} (${node.class_type}) has ${input} ${value}, outside ${String(min)}-${String(max)}`);
    }
  }
  return problems;
}
