/**
 * An episode's audio player (public-site.md sections 4 and 9): idle, loading, playing, paused or
 * error ('Unable to load audio' when the file cannot be loaded, 'Unable to play audio' when the
 * browser refuses to play). A missing or '#' address gives a disabled Play button and 'Audio
 * coming soon'. Seek slider (step 0.1 of 100) and volume slider (step 1 of 100, full by default);
 * the title is cut at 200 px; at the end the player returns to the start. Only the `active`
 * player plays: the list pauses the others.
 */
import { useEffect, useRef, useState } from 'react';
import { Loader2, Pause, Play, Volume2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Slider } from '~/components/ui/slider';
import { audioPlayerCopy as copy } from '~/content/podcast';

export type PlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function AudioPlayer({
  title,
  src,
  active,
  onActivate,
}: {
  title: string;
  src: string;
  /** False once another player started: this one pauses. */
  active: boolean;
  onActivate: () => void;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(100);
  const available = src.trim() !== '' && src.trim() !== '#';

  useEffect(() => {
    if (!active) audioRef.current?.pause();
  }, [active]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume]);

  const fail = (message: string) => {
    setState('error');
    setError(message);
  };

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio || !available) return;
    if (state === 'playing' || state === 'loading') {
      audio.pause();
      return;
    }
    onActivate();
    setError(null);
    if (state === 'error') audio.load();
    setState('loading');
    try {
      await audio.play();
    } catch (reason) {
      const name = reason instanceof DOMException ? reason.name : '';
      // A pause before playback started is not a failure.
      if (name === 'AbortError') return;
      fail(audio.error !== null || name === 'NotSupportedError' ? copy.loadError : copy.playError);
    }
  };

  const seek = (percent: number) => {
    const audio = audioRef.current;
    if (!audio || !duration) return;
    audio.currentTime = (percent / 100) * duration;
    setTime(audio.currentTime);
  };

  const label = state === 'playing' ? copy.pause(title) : copy.play(title);
  const icon =
    state === 'loading' ? (
      <Loader2 className="animate-spin" aria-hidden="true" />
    ) : state === 'playing' ? (
      <Pause aria-hidden="true" />
    ) : (
      <Play aria-hidden="true" />
    );

  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 p-3"
      data-testid="audio-player"
      data-state={available ? state : 'unavailable'}
    >
      <Button
        variant="brand"
        size="icon"
        shape="round"
        disabled={!available}
        aria-label={label}
        onClick={() => void toggle()}
      >
        {icon}
      </Button>
      <div className="grid min-w-40 flex-1 gap-1.5">
        <p className="max-w-[200px] truncate text-sm font-medium" title={title}>
          {title}
        </p>
        {!available ? (
          <p className="text-sm text-muted-foreground">{copy.comingSoon}</p>
        ) : error ? (
          <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
            {error}
          </p>
        ) : (
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            <span className="tabular-nums">{clock(time)}</span>
            <Slider
              thumbLabel={copy.seek}
              value={[duration ? (time / duration) * 100 : 0]}
              max={100}
              step={0.1}
              disabled={!duration}
              onValueChange={([value]) => seek(value ?? 0)}
            />
            <span className="tabular-nums">{clock(duration)}</span>
            {state === 'loading' ? <span className="sr-only">{copy.loading}</span> : null}
          </div>
        )}
      </div>
      {available ? (
        <div className="flex w-32 items-center gap-2">
          <Volume2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Slider
            thumbLabel={copy.volume}
            value={[volume]}
            max={100}
            step={1}
            onValueChange={([value]) => setVolume(value ?? 100)}
          />
        </div>
      ) : null}
      {available ? (
        <audio
          ref={audioRef}
          src={src}
          preload="none"
          onPlaying={() => setState('playing')}
          onWaiting={() => setState('loading')}
          onPause={() => setState((current) => (current === 'error' ? current : 'paused'))}
          onError={() => fail(copy.loadError)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration || 0)}
          onEnded={(event) => {
            event.currentTarget.currentTime = 0;
            setTime(0);
            setState('idle');
          }}
        />
      ) : null}
    </div>
  );
}
