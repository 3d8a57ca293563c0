import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './crop.module.css';

/** docs/product/user-space.md Avatar: square crop (aspect 1), JPEG quality 0.9. */
const VIEW = 280;
const OUTPUT = 512;
const QUALITY = 0.9;

interface Frame {
  zoom: number;
  x: number;
  y: number;
}

/** Keeps the image covering the square: it can move, never uncover the crop area. */
function clamp(frame: Frame, width: number, height: number): Frame {
  const base = VIEW / Math.min(width, height);
  const scale = base * frame.zoom;
  const maxX = 0;
  const minX = VIEW - width * scale;
  const minY = VIEW - height * scale;
  return {
    zoom: frame.zoom,
    x: Math.min(maxX, Math.max(minX, frame.x)),
    y: Math.min(0, Math.max(minY, frame.y)),
  };
}

/** The square crop dialog of the avatar card: drag or arrow keys to move, slider to zoom. */
export function CropDialog({
  file,
  onCancel,
  onValidate,
}: {
  file: File | null;
  onCancel: () => void;
  onValidate: (image: Blob) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [frame, setFrame] = useState<Frame>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setSize(null);
    setFrame({ zoom: 1, x: 0, y: 0 });
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const update = (next: Frame) => size && setFrame(clamp(next, size.width, size.height));
  const scale = size ? (VIEW / Math.min(size.width, size.height)) * frame.zoom : 1;

  const onLoad = () => {
    const image = imageRef.current!;
    const loaded = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(loaded);
    const base = VIEW / Math.min(loaded.width, loaded.height);
    // Centred at first.
    setFrame({
      zoom: 1,
      x: (VIEW - loaded.width * base) / 2,
      y: (VIEW - loaded.height * base) / 2,
    });
  };

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX - frame.x, y: event.clientY - frame.y };
    (event.target as Element).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current)
      update({ ...frame, x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    update({ ...frame, x: frame.x + move[0], y: frame.y + move[1] });
  };

  const validate = () => {
    if (!size || !imageRef.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    const context = canvas.getContext('2d');
    if (!context) return;
    const side = VIEW / scale;
    context.drawImage(
      imageRef.current,
      -frame.x / scale,
      -frame.y / scale,
      side,
      side,
      0,
      0,
      OUTPUT,
      OUTPUT,
    );
    canvas.toBlob((blob) => blob && onValidate(blob), 'image/jpeg', QUALITY);
  };

  return (
    <Dialog
      open={file !== null}
      onClose={onCancel}
      title="Recadrez votre photo"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button onClick={validate} disabled={!size}>
            Valider
          </Button>
        </>
      }
    >
      <div
        className={styles.viewport}
        style={{ width: VIEW, height: VIEW }}
        tabIndex={0}
        role="group"
        aria-label="Zone de recadrage : glissez l’image ou utilisez les flèches du clavier"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        {url ? (
          <img
            ref={imageRef}
            src={url}
            alt="Aperçu du recadrage"
            onLoad={onLoad}
            draggable={false}
            className={styles.image}
            style={
              size
                ? {
                    width: size.width * scale,
                    height: size.height * scale,
                    transform: `translate(${frame.x}px, ${frame.y}px)`,
                  }
                : { visibility: 'hidden' }
            }
          />
        ) : null}
      </div>
      <label className={styles.zoom}>
        Zoom
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={frame.zoom}
          onChange={(event) => {
            if (!size) return;
            const zoom = Number(event.target.value);
            // Zoom around the centre of the square.
            const centre = VIEW / 2;
            const ratio = zoom / frame.zoom;
            update({
              zoom,
              x: centre - (centre - frame.x) * ratio,
              y: centre - (centre - frame.y) * ratio,
            });
          }}
        />
      </label>
    </Dialog>
  );
}
