/**
 * What a server render tells the shell's components (null in the browser): the remotes' page
 * modules loaded on the server, and where a render reports a 404 page or a remote left to the
 * browser. Provided by `shell/src/server/render-app.tsx`; kept tiny since the browser ships it.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName, RemotePagesModule } from '@ogulf/web-kit';

export interface ServerRender {
  remotes: Partial<Record<RemoteName, RemotePagesModule | Error>>;
  /** A remote's page was rendered on the server (its failures are then attributed to it). */
  rendering: (remote: RemoteName) => void;
  /** The remote's part is left to the browser. */
  clientRendered: (remote: RemoteName) => void;
  /** The 404 page was rendered. */
  notFound: () => void;
  /** The footer, which the browser loads lazily (`layout/footer-island.tsx`) and the server renders at once. */
  Footer: ComponentType;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
