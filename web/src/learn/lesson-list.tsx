/** /learn: the guided hands there are, one per game, each with a line on what it teaches, and the way to a real table. */
import { lang } from "../i18n";
import { intro } from "./explain";
import { LESSONS, LESSON_IDS, type LessonId } from "./lessons";
import { w } from "./words";

const BLURB: Record<LessonId, "learnTractor" | "learnZpy" | "learnZhengFen"> = { tractor: "learnTractor", "zhao-pengyou": "learnZpy", "zheng-fen": "learnZhengFen" };

export function LessonList() {
  return (
    <main class="start learn-list">
      <h1>{w("learnTitle")}</h1>
      <p>{w("learnLead")}</p>
      <ul class="lessons">
        {LESSON_IDS.map((id) => (
          <li key={id}><a class="button" href={`/learn/${id}`} data-lesson-link={id}><b>{intro(LESSONS[id], lang === "zh" ? "zh" : "en").title}</b><br /><small>{w(BLURB[id])}</small></a></li>
        ))}
      </ul>
      <p><a href="/">{w("realTable")}</a></p>
    </main>
  );
}
