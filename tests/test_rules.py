"""The promises rules.py makes in words hold for its numbers, and its formulas mean the same in
SQL as in Python (the search's upper bound is the score formula rendered as SQL)."""

import random
import sqlite3

from datasette_dbgraph import rules


def test_a_column_alone_never_clears_the_gate():
    assert rules.COLUMN_ONLY_CEILING < rules.MIN_CONFIDENCE
    assert rules.COLUMN_CEILING == max(rules.W_COLUMN_HEAD, rules.W_COLUMN_PART, rules.W_COLUMN_GLOSS)


def test_a_two_word_phrase_matched_only_on_its_modifier_is_a_candidate_never_the_answer():
    # `订单` against `订单设置表`: one of two words, not the head, everything typed accounted for.
    evidence = rules.PHRASE_NAME_WEIGHT * rules.phrase_evidence(False, 0.0, 1.0, rules.precision(1, 2), 1.0)
    assert evidence > rules.COLUMN_CEILING
    assert evidence >= rules.MIN_CANDIDATE_EVIDENCE
    assert rules.blend(evidence, 1.0) < rules.MIN_CONFIDENCE


def test_a_phrase_about_the_head_clears_the_gate_alone():
    # `订单` against `订单表`: the whole phrase, its head.
    evidence = rules.PHRASE_NAME_WEIGHT * rules.phrase_evidence(True, 1.0, 1.0, rules.precision(1, 1), 1.0)
    score = rules.rounded(min(rules.blend(evidence, 1.0), 1.0))
    assert score == 1.0 and rules.decided(score, rules.COLUMN_ONLY_CEILING, rules.MIN_CONFIDENCE, rules.AMBIGUITY_GAP)


def test_a_table_that_does_not_explain_the_head_never_stands_in_the_way():
    # Capped at the default gate less the default gap: any table that explains the head and
    # clears the gate leads it by the gap.
    assert rules.HEAD_UNEXPLAINED_CEILING == rules.rounded(rules.MIN_CONFIDENCE - rules.AMBIGUITY_GAP)
    assert rules.decided(rules.MIN_CONFIDENCE, rules.HEAD_UNEXPLAINED_CEILING, rules.MIN_CONFIDENCE,
                         rules.AMBIGUITY_GAP)


def test_weaker_readings_are_weaker():
    # What columns agree on is more than a column, less than a comment; a word left out or an
    # abbreviation read costs something.
    assert rules.COLUMN_CEILING < rules.W_COLUMN_SUBJECT < rules.W_COMMENT_PART
    assert 0 < rules.UNKNOWN_MODIFIER_FACTOR < 1 and 0 < rules.ABBREVIATION_FACTOR < 1


def test_the_gap_is_measured_on_rounded_scores():
    assert 0.7 - 0.55 < 0.15  # in binary
    assert rules.decided(0.7, 0.55, 0.6, 0.15)
    assert not rules.decided(0.699, 0.55, 0.6, 0.15)
    assert not rules.decided(0.59, None, 0.6, 0.15)


def test_the_fulltext_fallback_resolves_one_hit_and_not_two():
    first, second = rules.fulltext_score(0), rules.fulltext_score(1)
    assert rules.decided(first, None, rules.MIN_CONFIDENCE, rules.AMBIGUITY_GAP)
    assert not rules.decided(first, second, rules.MIN_CONFIDENCE, rules.AMBIGUITY_GAP)
    assert rules.fulltext_score(100) == rules.FTS_FALLBACK_FLOOR


def test_the_bound_sql_computes_the_python_formula():
    """score_bound_sql evaluated by SQLite on per-object aggregates equals the same formulas
    evaluated in Python on the same numbers."""
    conn = sqlite3.connect(":memory:")
    sql = rules.score_bound_sql()
    rng = random.Random(9)
    for _ in range(500):
        row = {
            "name_size": rng.choice([0, 1, 2, 3, 5]), "comment_size": rng.choice([0, 1, 2, 4]),
            "nhf": rng.choice([0.0, 0.9, 1.0]), "nhp": rng.choice([0.0, 0.9, 1.0]), "nf": rng.choice([0.0, 0.85, 1.0]),
            "nbits": rng.randint(0, 6), "nrecall": rng.random(),
            "chf": rng.choice([0.0, 0.9, 1.0]), "chp": rng.choice([0.0, 0.9, 1.0]), "cf": rng.choice([0.0, 0.9, 1.0]),
            "cbits": rng.randint(0, 6), "crecall": rng.random(),
            "other": rng.random() * 0.5, "cov": rng.random(),
        }
        params = {"entity_total": rng.choice([0.0, 0.7, 1.0, 2.5]), "column_bound": rng.random() * 0.45,
                  "column_coverage": rng.random(), "coverage_total": rng.choice([0.0, 1.0, 1.8, 3.0])}
        p_columns = ", ".join(f"{value!r} as {key}" for key, value in row.items() if key not in ("name_size", "comment_size"))
        got = conn.execute(f"select ({sql}) from (select {p_columns}) p, "
                           f"(select {row['name_size']} as name_size, {row['comment_size']} as comment_size) o",
                           params).fetchone()[0]

        def phrase(weight, size, prefix):
            if not (size > 0 and row[prefix + "f"] > 0):
                return 0.0
            head = max(row[prefix + "hf"], row[prefix + "hp"] if row[prefix + "bits"] >= size else 0.0)
            evidence = rules.phrase_evidence(head > 0, head, row[prefix + "f"], rules.precision(row[prefix + "bits"], size),
                                             min(1.0, rules.recall(row[prefix + "recall"], params["entity_total"])))
            return weight * evidence

        best = max(phrase(rules.PHRASE_NAME_WEIGHT, row["name_size"], "n"),
                   phrase(rules.PHRASE_COMMENT_WEIGHT, row["comment_size"], "c"), row["other"], params["column_bound"])
        covered = min(1.0, rules.coverage(row["cov"] + params["column_coverage"], params["coverage_total"]))
        assert abs(got - rules.blend(best, covered)) < 1e-12, (row, params)
