"""Words the answer leaves out, named in its reason (docs/one-box.md, "Questions"): intent words read but not done by
the answer's intent (`哪5个…平均最高`), words left out, and quantities worked out from columns. Each makes the answer
less certain."""

from __future__ import annotations

from ...resolving.explain import quoted
from ...rules import UNKNOWN_MODIFIER_FACTOR, rounded
from ..roles import uncarried
from ..vocabulary import computed_quantity


def name_left_out(lookup, outcome, binding, q: str) -> None:
    """`outcome`, with the words its reading left out named and its confidence lowered for them."""
    undone = uncarried(outcome.intent, binding.spans) if outcome.status == "resolved" and binding is not None else []
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
