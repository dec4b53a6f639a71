"""Words the answer leaves out, named in its reason (docs/one-box.md, "Questions"): intent words read but not done by
the answer's intent (`哪5个…平均最高`), words left out, and quantities worked out from columns. Each makes the answer
less certain."""

from __future__ import annotations

from ...resolving.explain import quoted
from ...resolving.resolution import Resolution
from ...rules import UNKNOWN_MODIFIER_FACTOR, rounded
from ..roles import uncarried
from ..tokens import ASKED_WHICH
from ..vocabulary import MAX, MIN, computed_quantity


def name_left_out(lookup, outcome, binding, q: str) -> Resolution:
    """`outcome`, with the words its reading left out named and its confidence lowered for them — or, when the
    most (or fewest) left out was asked of the rows linked to each row (`which member has the most orders`, read as
    the members with orders), the table offered, not answered: the rows shown are not the one asked for."""
    undone = uncarried(outcome.intent, binding.spans) if outcome.status == "resolved" and binding is not None else []
    if undone and any(s.get("intent") in (MAX, MIN) for s in undone) and any(
            c.get("op") == "exists" for c in (outcome.predicate or {}).get("conditions") or []):
        return most_across_a_link(lookup, outcome, binding, [s["text"] for s in undone])
    if undone and all(s.get("intent") in (MAX, MIN) for s in undone) and not outcome.intent and asks_which(q) and \
            not (outcome.predicate or {}).get("conditions"):
        return most_left_out(lookup, outcome, [s["text"] for s in undone])  # (the most was the whole question)
    if undone:
        left = {(s["start"], s["end"]) for s in undone}
        for span in outcome.understood["spans"]:
            if span["as"] == "intent" and (span["start"], span["end"]) in left:
                span["as"] = "unused"
                span.pop("intent", None)
    if outcome.status == "resolved" and binding is not None and (binding.unused or undone):
        # Words left out make the answer less certain; the reason names them.
        outcome.confidence = rounded(outcome.confidence * UNKNOWN_MODIFIER_FACTOR)
        if undone:
            outcome.reason += lookup.t("undone_intent_words", unused=quoted(lookup, [s["text"] for s in undone]))
        worked_out = {(t.start, t.end) for t in binding.worked_out}
        computed = [t.text for t in binding.unused if computed_quantity(t.value) and (t.start, t.end) not in worked_out]
        others = [t.text for t in binding.unused if not computed_quantity(t.value) and (t.start, t.end) not in worked_out]
        if binding.worked_out:  # (`1星评价人数`: the words together name one quantity)
            computed.append(q[binding.worked_out[0].start : binding.worked_out[-1].end])
        if others:
            outcome.reason += lookup.t("unused_question_words", unused=quoted(lookup, others))
        if computed:
            outcome.reason += lookup.t("computed_quantity", unused=quoted(lookup, computed))
    return outcome


def most_across_a_link(lookup, outcome, binding, words: list[str]) -> Resolution:
    """The table the question is about, offered with why it is not answered: the most of a count of linked rows
    is no filter a table link can hold, and the rows that have any are not the one with the most."""
    linked = [c["via"]["table"] for c in outcome.predicate["conditions"] if c.get("op") == "exists" and c.get("via")]
    candidate = dict(outcome.resolved)  # (the table as the answer described it, its link with it)
    table = candidate["table"]
    reason = lookup.t("most_across_a_link", words=quoted(lookup, words), table=table,
                      linked=", ".join(dict.fromkeys(linked)) or "—")
    return Resolution("ambiguous", reason, confidence=outcome.confidence, candidates=[candidate],
                      matched=outcome.matched, understood=outcome.understood,
                      next_actions=[lookup.t("next_most_across_a_link", table=table)])


# Words that ask which row (`卖得最多的商品是哪个`, `which product sells best`): one row is the answer.
WHICH_WORDS = (*ASKED_WHICH, "which", "what", "who")


def asks_which(q: str) -> bool:
    return any(w in q.lower() for w in WHICH_WORDS)


def most_left_out(lookup, outcome, words: list[str]) -> Resolution:
    """`卖得最多的商品是哪个` on products with no column of sales: the most (or fewest) is what is asked, and no column
    of the table holds it — every row shown is no answer. The table is offered, not answered."""
    candidate = dict(outcome.resolved)
    table = candidate["table"]
    return Resolution("ambiguous", lookup.t("most_left_out", words=quoted(lookup, words), table=table),
                      confidence=outcome.confidence, candidates=[candidate], matched=outcome.matched,
                      understood=outcome.understood, next_actions=[lookup.t("next_most_left_out", table=table)])
