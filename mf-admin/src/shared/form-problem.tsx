import type { ServerProblem } from './server-problem';

/** The server's refusal, at the top of the form; `role="alert"` announces it when it appears. */
export function FormProblem({ problem }: { problem: ServerProblem | null }) {
  if (!problem) return null;
  return (
    <div className="adm-alert adm-alert--error" role="alert" data-testid="form-problem">
      <p>{problem.message}</p>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
