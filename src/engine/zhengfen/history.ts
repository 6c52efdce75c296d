/**
 * The public history of a Zheng Fen deal beyond the view: the cards each
 * seat has won in completed tricks. The view gives only their number and
 * points (the piles lie face down), but every one of those cards was played
 * face up, so a player who watched the deal knows them; a bot gets them
 * here to count cards. Nothing in it is secret.
 */
import type { Card } from "../cards";

export interface ZhengFenHistory {
  /** Cards each seat has won in completed tricks this deal, by seat. */
  readonly caught: readonly (readonly Card[])[];
}
