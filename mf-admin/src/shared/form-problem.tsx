import type { ServerProblem } from './server-problem';

/** The server's refusal, at the top of the form, announced when it appears. */
export function FormProblem({ problem }: { problem: ServerProblem | null }) {
  return (
    <div aria-live="assertive">
      {problem && (
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
      )}
    </div>
  );
}
