/**
 * A finished (or running) game's record for the replay page, asked for again
 * (a few times, further apart) while it has fewer hands than the page was
 * opened on: a hand's review is opened the moment it ends, a moment before
 * the hand reaches D1.
 */
import { useEffect, useState } from "preact/hooks";
import { Api, type GameRecord } from "../../../src/client/http";

/** `missing`: asked enough times, and the game (or that hand of it) is still not there. */
export function useGameRecord(id: string, want: number): { game: GameRecord | null; missing: boolean } {
  const [game, setGame] = useState<GameRecord | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      const again = () => {
        if (attempt < 8) timer = setTimeout(() => load(attempt + 1), 300 * 2 ** attempt);
        else setMissing(true);
      };
      new Api(location.origin).game(id).then((g) => {
        setGame(g);
        if (g.hands.length < want) again();
      }, again);
    };
    load(0);
    return () => clearTimeout(timer);
  }, [id, want]);
  return { game, missing };
}
