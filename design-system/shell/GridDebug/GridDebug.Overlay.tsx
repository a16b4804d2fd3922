import { Container } from '@design-system/primitives/Container';
import { column, columns, overlay } from './GridDebug.css';
import { GRID_COLUMNS } from './gridColumns';

/** The 12-column overlay itself: loaded the first time Shift+D asks for it (GridDebug). */
export function GridOverlay({ visible }: { visible: boolean }) {
  return (
    <div className={overlay} aria-hidden="true" hidden={!visible} data-grid-debug={visible ? 'visible' : 'hidden'}>
      <Container>
        <div className={columns}>
          {Array.from({ length: GRID_COLUMNS }, (_, index) => (
            <div key={index} className={column} />
          ))}
        </div>
      </Container>
    </div>
  );
}
