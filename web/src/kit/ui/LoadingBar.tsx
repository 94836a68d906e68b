/** The navigation loading bar at the top of the window (§2). */
import { useNavigationPending } from './loadingStore.js';
import { useLoadingBar } from './useLoadingBar.js';

export function LoadingBar() {
  const percent = useLoadingBar(useNavigationPending());
  return (
    <div
      className="console-loading-bar"
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={percent === 0}
      aria-valuenow={Math.round(percent)}
      style={{ width: `${percent}%`, opacity: percent > 0 && percent < 100 ? 1 : 0 }}
    />
  );
}
