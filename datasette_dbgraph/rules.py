"""Every number and formula of the decision, on one screen. docs/how-it-decides.md reads this
file top to bottom, in the same order.

The formulas are written once, as plain functions, and rendered twice (bottom of the file): as
compiled Python for an object's exact score (`exact_phrase_evidence`, `exact_score`), and as SQL for
the upper bound SQLite computes per object so that the search can skip what cannot be shown
(`score_bound_sql`). The bound is the score itself taken at the best inputs an object's postings
allow, so the two cannot drift apart.
"""

from __future__ import annotations

import functools
import math

from .formulas import Sql, compiled, greatest, least, ratio, sql, when

# -- defaults a deployment may change (settings.py checks them; docs/configuration.md) ---------
# The gate: below this score an object is a candidate, never the answer.
MIN_CONFIDENCE = 0.6
# The answer must lead the runner-up by this much, or the two are too close to call.
AMBIGUITY_GAP = 0.15
# How many candidates a refusal lists.
MAX_CANDIDATES = 5
# Columns of the chosen table that fields and where keys are matched against.
MAX_COLUMNS = 500
# What one search may cost, in milliseconds — as long as Datasette gives one SQL query
# (`sql_time_limit_ms`). A search that would take longer answers "busy", never a late guess
# (serving/budget.py; `time_limit_ms` in docs/configuration.md).
TIME_LIMIT_MS = 1000

# -- evidence weights stored in the index (0..1; indexer.py writes them) -----------------------
# A table's own name is the best evidence of what it holds; its other name words less so.
W_NAME_HEAD = 1.0
W_NAME_PART = 0.75
# A module prefix (`sys_`, `oms_`, `litemall_`) says which part of the system a table belongs to,
# not what it holds.
W_NAME_PREFIX = 0.3
# A comment is written for people: nearly as good as the name.
W_COMMENT_HEAD = 0.95
W_COMMENT_PART = 0.75
# A dictionary word inside a longer comment word (手机 in 手机号码).
W_COMMENT_SUBWORD = 0.55
# A word of the comment's gloss (after a bracket or a colon) explains, it does not name.
W_COMMENT_GLOSS = 0.45
# A column is weak evidence about its table; a word that only names a column's modifier
# (`order` in `order_num`, 用户 in 用户ID) weaker still.
W_COLUMN_HEAD = 0.45
W_COLUMN_PART = 0.3
W_COLUMN_GLOSS = 0.25
# An abbreviation in a name stands for its full word (`prod_attr` → product, attribute;
# glossary.ABBREVIATIONS): a reading of the name, so a little weaker than the word itself.
ABBREVIATION_FACTOR = 0.9
# A reading of a name's or comment's head word is the head only when it reads the word whole or its
# end, the part a Chinese or English compound is about (`日志` in 系统日志, `model` in productmodel); its
# beginning modifies it (`会员` in 会员卡 is a card's owner, `product` in productmodel a model's): the index
# stores such a reading with the weight of a modifier, below this — what a phrase's head word itself,
# or an abbreviation of it, weighs (terms.object_terms; evidence.phrase_match).
HEAD_READING_MIN = W_COMMENT_HEAD * ABBREVIATION_FACTOR
# What the columns of a table without a comment say it is about (区域编号, 区域名称, 区域编码 → 区域;
# terms.column_subjects): several columns agreeing, so stronger than a column, weaker than a comment.
W_COLUMN_SUBJECT = 0.7
# Several columns sharing a word (`请假人`, `请假天数`, `请假原因`) combine as independent evidence,
# 1 − Π(1 − w), but never beyond one column's best: columns alone stay below the gate (see
# COLUMN_ONLY_CEILING).
COLUMN_CEILING = W_COLUMN_HEAD
# A table without a comment that holds little but references is a link table (terms.is_relation):
# at least this many `…_id` columns besides its key, at most this many others (`project_has_users`:
# project_id, user_id, role).
LINK_MIN_REFERENCES = 2
LINK_MAX_OTHER_COLUMNS = 1
# Two words run together in one identifier token (`syslog`) are read only when each part has at
# least this many letters: shorter pieces are found by chance inside ordinary words.
COMPOUND_PART_MIN = 3
# What a comment-less table's columns agree on needs this many column comments: one column alone
# never says what a table is about.
SUBJECT_MIN_COLUMNS = 2
# ... and when the columns of other tables say the word too, it is still the subject of the one table where it
# modifies this many times the share of columns it does in any other (执行器 in 5 of xxl_job_group's 7 column
# comments, 3 of xxl_job_info's 24: the executors' table; 任务 in 4 of 24 and 3 of 15: neither).
SUBJECT_SHARE_LEAD = 3.0

# -- the user's words (concepts.py) -----------------------------------------------------------
# A word reached through an alias group is weaker evidence than the word itself.
GLOSSARY_FACTOR = 0.9
# A dictionary word found inside a longer query word (手机 inside 手机号码).
QUERY_SUBWORD_FACTOR = 0.85

# -- how much a word narrows the index (weighing.py) ------------------------------------------
# A word found in more than this share of the objects narrows nothing: it is "ubiquitous".
UBIQUITY_FRACTION = 0.5
# Below this many objects, document frequencies are not evidence of anything: flat weights.
MIN_WEIGHTED_CORPUS = 12


def weighted(total: int) -> bool:
    """Whether this many objects are enough for document frequencies to mean something."""
    return total >= MIN_WEIGHTED_CORPUS


def ubiquitous(count: int, total: int) -> bool:
    """A word (or a where column) found in most objects narrows nothing."""
    return weighted(total) and count / max(total, 1) > UBIQUITY_FRACTION


def idf(count: int, total: int) -> float:
    """How much a word found in `count` of `total` objects narrows them (before the query's most
    narrowing word scales it to 1)."""
    return math.log((total + 1) / (count + 1)) if weighted(total) else 1.0


# -- phrase evidence: a name or comment matched as a phrase (evidence.py) ---------------------
# A table's own name is the best evidence, its comment nearly as good.
PHRASE_NAME_WEIGHT = 1.0
PHRASE_COMMENT_WEIGHT = 0.95
# When the head word is explained: from this share (one word of many) up to 1 (every word).
PHRASE_HEAD_BASE = 0.6
# When only modifiers are explained (`订单` in `订单设置表`), the phrase is worth at most this share:
# for a two-word phrase 0.6 × (0.7 + 0.3 × ½) = 0.51 — more than a column (0.45), below the gate
# (0.85 × 0.51 + 0.15 = 0.58): a candidate, never the answer.
PHRASE_MODIFIER_SHARE = 0.6
PHRASE_MODIFIER_BASE = 0.7
# How much a phrase that accounts for only part of what the user typed still counts.
PHRASE_RECALL_BASE = 0.5


def precision(words_explained, size):
    """The share of a phrase's words the user's concepts explain (`sys_user` is all user,
    `sys_user_role` only half). Only asked of a phrase that has words."""
    return least(1.0, words_explained / size)


def recall(weight_explained, entity_total):
    """The (IDF-weighted) share of the user's table-naming concepts a phrase accounts for."""
    return ratio(weight_explained, entity_total, 1.0)


def phrase_evidence(head_hit, head_factor, best_factor, precision, recall):
    """How well the user's concepts match one name or comment phrase, 0..1: a phrase whose head
    word the head of the request explains is about the thing asked for; one that only shares a
    modifier is weak."""
    about = head_factor * (PHRASE_HEAD_BASE + (1 - PHRASE_HEAD_BASE) * precision)
    modified = best_factor * (PHRASE_MODIFIER_SHARE * (PHRASE_MODIFIER_BASE + (1 - PHRASE_MODIFIER_BASE) * precision))
    return when(head_hit, about, modified) * (PHRASE_RECALL_BASE + (1 - PHRASE_RECALL_BASE) * recall)


def hit_evidence(posting_weight, key_factor):
    """What one posting says about its object: the weight the index stored for the term, times
    how directly the user's word reached the term (1 typed, less through an alias or a sub-word)."""
    return posting_weight * key_factor


def term_evidence(concept_weight, evidence):
    """Evidence that is not a phrase match (a column, a word of a comment's gloss), counted by how
    much the concept narrows the index."""
    return concept_weight * evidence


# -- the score ----------------------------------------------------------------------------------
# score = 0.85 × the best evidence + 0.15 × the share of the user's concepts the object covers:
# one strong match decides, covering more of what was typed breaks near-ties.
BEST_WEIGHT_SHARE = 0.85
COVERAGE_SHARE = 0.15
# A view re-exposes a table's data; at equal evidence the table is the answer.
VIEW_FACTOR = 0.95
# A table whose name, comment or binding does not explain the head of what was typed (`订单明细`
# against `订单表`) is at most a candidate — never the answer — and scores at most the default gate
# less the default gap, so it never stands in the way of a table that does explain it.
HEAD_UNEXPLAINED_CEILING = 0.45  # MIN_CONFIDENCE - AMBIGUITY_GAP
# …unless, in a sentence, the words name only that one table so and its other words are at least this
# many of its columns, every word read there (resolver.column_backed): then it is the answer, at the
# lowest confidence an answer has.
COLUMN_BACKED_MIN = 1
COLUMN_BACKED_CONFIDENCE = MIN_CONFIDENCE
# Tables that the words name too weakly to be listed, read too before one is the answer, at most.
COLUMN_BACKED_OTHERS = 8
# A modifier no table knows (`华东` in `华东仓库`) may be left out when one table clearly answers the
# rest; the question was not fully understood, so the answer is this much less certain.
UNKNOWN_MODIFIER_FACTOR = 0.9
# A modifier whose length (characters; letters in English) is at least this share of its head's is a
# word of its own (`结算` in 结算单位): an object that explains the head but not it, while the schema
# knows the word, holds another thing — at most a candidate, as if its head were not explained.
LONG_MODIFIER_SHARE = 1.0
# A Chinese modifier of this many characters is a word of its own whatever its head's length (邮件 in 邮件服务器).
CJK_WORD_CHARS = 2
# An entity that, as a whole, is the head of a column in at least this many tables — more than a
# candidate list shows (MAX_CANDIDATES) — names a column (`排序`, `sort order`, `是否启用`), unless a
# table's name or description is just those words: when no name or description has it, it gets
# advice; when some do (`status` beside `order_status`), they are candidates, never the answer.
COLUMN_PHRASE_MIN_TABLES = MAX_CANDIDATES + 1
# A glossary phrase that no name or comment has is read word by word (`订单明细` → 订单, 明细) — but
# not when it is the head of a column in at least this many tables: shared by several tables, it is
# a column's name (`sort order`), and its words apart would name another table (`orders`). One
# table's column (`会员等级` of a level table) says nothing of the kind.
COLUMN_PHRASE_WHOLE_TABLES = 2
# Those tables are looked for among this many times as many objects per word, strongest column
# first: enough to step over objects where the word only modifies several columns (用户ID, 用户名称),
# which weigh as much as one column's head.
COLUMN_PHRASE_SCAN = 4
# Below this best evidence an object is matched but not a candidate: a word that only appears as
# a column's modifier (`order` in `order_num`) does not make a table a candidate for "order".
MIN_CANDIDATE_EVIDENCE = 0.35
# Scores are shown and compared at this many decimals; the nudge rounds x.xxx5 up whatever its
# binary representation.
SCORE_DECIMALS = 3
ROUNDING_NUDGE = 1e-12


def coverage(weight_covered, coverage_total):
    """The (IDF-weighted) share of the user's concepts an object has evidence for."""
    return ratio(weight_covered, coverage_total, 0.0)


def blend(best_evidence, coverage):
    return BEST_WEIGHT_SHARE * best_evidence + COVERAGE_SHARE * coverage


def rounded(value: float) -> float:
    return round(value + ROUNDING_NUDGE, SCORE_DECIMALS)


# The best score of an object found only through its columns: 0.85 × 0.45 + 0.15 × 1 = 0.5325,
# below the gate — a column alone never makes a table the answer.
COLUMN_ONLY_CEILING = blend(COLUMN_CEILING, 1.0)

# -- the decision -------------------------------------------------------------------------------
# Scores are rounded to SCORE_DECIMALS, so a gap of exactly 0.15 may be 0.1499999… in binary.
GAP_TOLERANCE = 1e-9


def decided(top: float, runner_up: float | None, min_confidence: float, ambiguity_gap: float) -> bool:
    """The answer is given only above the gate *and* clear of the runner-up by the gap."""
    return top >= min_confidence and (runner_up is None or top - runner_up >= ambiguity_gap - GAP_TOLERANCE)


# One entity search scores at most this many objects once the best of them can no longer be
# overtaken and the two best are already too close to call: the objects left could only be more
# runners-up of an answer that is a list anyway (resolving/search.py). Without it a word shared by
# thousands of near-equal names (`支付历史记录`) costs a hundred milliseconds.
MAX_SCORED_UNDECIDED = 400


# -- rules that need no scoring -----------------------------------------------------------------
# An entity that is exactly one object's name, its comment without `表`, or an alias word that is
# one object's name (names.py).
EXACT_NAME_CONFIDENCE = 1.0
EXACT_COMMENT_CONFIDENCE = 0.95
EXACT_ALIAS_CONFIDENCE = 0.9
# A name typed with its last word shortened to one character, or the other way round (`购物网站` for 购物网).
SHORTENED_NAME_CONFIDENCE = 0.9
# Only where keys: the columns say which table, but no word said what it is about.
WHERE_ONLY_CONFIDENCE = 0.7
# A value typed alone that the rows of several tables hold (`Canada`) is read on this many of them at
# most (in name order), each reading a pass of the one box over the sentence.
HELD_TABLES_READ = 20
# Full-text recall, used only when no term matched at all: candidates enter below the top of the
# gate range, so a single hit can resolve and two near-equal hits stay ambiguous.
FTS_FALLBACK_TOP = 0.62
FTS_FALLBACK_STEP = 0.02
FTS_FALLBACK_FLOOR = 0.5
FTS_FALLBACK_LIMIT = 20
# A full-text hit must contain this share of the query's tokens to be proposed at all.
FTS_MIN_TOKEN_SHARE = 2 / 3


def fulltext_score(rank: int) -> float:
    return max(FTS_FALLBACK_FLOOR, FTS_FALLBACK_TOP - rank * FTS_FALLBACK_STEP)


# -- fields: one requested word → one column of the chosen table (fields.py) -------------------
# Tiers, tried in this order; the first that finds a column wins (`matched_by` in the JSON).
FIELD_TIERS = {
    "binding": 1.0,  # a word the deployment bound to this column (bindings.py): its own name
    "name": 1.0,  # the exact column name, any case or separators
    "name-part": 0.9,  # whole words of a column name (`name` → `user_name`)
    "comment": 0.8,  # the column comment contains the word
    "synonym": 0.75,  # an alias of a word of the column's name or comment
    "money": 0.7,  # a word for money in general (金额, amount) that no name or description holds: the money column
    "fuzzy": 0.55,  # one edit away from one long-enough column name: a guess, and scored as one
}
# A where key is an exact column name.
WHERE_COLUMN_SCORE = FIELD_TIERS["name"]
# At four or five characters one edit is another plausible column (`flag`/`flat`): a silent
# substitution is the worst answer, so fuzzy matching needs length on both sides.
FUZZY_MIN_LENGTH = 6

# -- conditions across a link (docs/conditions.md) ----------------------------------------------
# The table link filters by the linked keys themselves (`member_id__in=1,5,9`), which needs no SQL
# permission; a longer list would make an unwieldy URL, so with more keys than this only the SQL
# link is given.
MAX_LINKED_KEYS = 100


# -- values from the data (sources/values.py, resolving/literals.py; docs/conditions.md#values-from-the-data)
# Defaults of `value_index_rows` (rows read per table, the first ones) and `value_index_distinct`
# (with more distinct values a column keeps only its range and form).
VALUE_INDEX_ROWS = 100_000
VALUE_INDEX_DISTINCT = 1000
# Time spent reading one table at most: what was read by then is kept, as a sample of the table.
VALUE_INDEX_TABLE_SECONDS = 2.0
# A value longer than this is prose, never a condition typed: its column records no values.
VALUE_MAX_CHARS = 64
# A database with at most this many rows to read gets its values in the same build as its schema;
# a bigger one is answered from its schema at once and gets its values in the background.
VALUE_INLINE_ROWS = 50_000
# A column's form (year, percent, date format …) is read from its first values, this many at most.
VALUE_FORM_SAMPLE = 1000
YEAR_RANGE = (1900, 2100)  # whole numbers all in it are years; below, Unix seconds (2000 to 2100)
# A date column's whole numbers are years when this share of its most frequent values (this many read)
# are at most YEAR_RANGE's end: `成立时间` holding 1623, 1000 and a typo 19990 (resolving/table_values.py).
DATED_YEARS_SHARE = 0.8
DATED_YEARS_READ = 200
UNIX_SECONDS_RANGE = (946_684_800, 4_102_444_800)
# A column with at most this many distinct values is listed whole in a refusal (`status holds 0, 1,
# 2, 3`); otherwise the nearest values are offered, this many at most, each at least this close
# (rapidfuzz's ratio, 0 to 100: `湖址` is 50 from `湖北`).
VALUES_LISTED_WHOLE = 12
# A value a column lacks is refused only when its rows repeat their values this many times on
# average: a column of unique values (keys, names) gains one with every new row.
VALUES_CHECKED_REPEAT = 2
# A whole number this many digits longer than the largest a column of whole numbers holds (all its
# rows read) is refused for `exact`/`in` (`订单2025011124377090` on order ids 1–900): no row has it,
# and a column that grows (an id) does not grow by so much before the index is rebuilt.
DIGITS_BEYOND_RANGE = 4
NEAR_VALUES_SHOWN = 5
NEAR_VALUE_MIN_SCORE = 40
# …and no further than this below the nearest: `湖北` offers 湖北省 (80), not 北京市 (40).
NEAR_VALUE_MARGIN = 20


# -- values in a sentence (onebox/held_values.py; docs/one-box.md#values-from-the-data) ------------
# A value typed in words is looked for among what a table's rows hold in runs of up to this many
# words typed together (the segmenter cuts `华东质量检测研究院` into several).
HELD_VALUE_TOKENS = 6
# A part of a value (`ios` for `ios系统`) is looked for only when it says something on its own: at
# least this many Chinese characters, or this many letters; and at most this many values are read.
HELD_PART_MIN_CJK = 2
HELD_PART_MIN_LATIN = 3
HELD_PART_VALUES_READ = 50
# …and only in a column whose values holding it are short labels, at most this many times its length
# (`京东` in 京东物流; not `没有` in a review or `顺丰` in the note `发顺丰，谢谢`).
HELD_PART_MAX_TIMES = 2.5
# A place typed without its administrative words (`杭州` for 浙江省杭州市, `山西太原` for 山西省太原市) is
# matched against the values of the column named before it only when the column holds at most this many
# distinct values, all recorded (they are read whole, once per column).
PLACE_VALUES_READ = 500


# -- the formulas as source: SQL for the bound, compiled Python for the exact score -------------
# (how a formula becomes SQL and Python: formulas.py)

def _phrase_score(head_hit, head_factor, best_factor, words_explained, size, weight_explained, entity_total):
    return phrase_evidence(head_hit, head_factor, best_factor, precision(words_explained, size),
                           recall(weight_explained, entity_total))


def _object_score(best_evidence, weight_covered, coverage_total):
    return rounded(least(blend(best_evidence, coverage(weight_covered, coverage_total)), 1.0))


# What evidence.py runs for every object: phrase evidence from what its keys cover, and the score.
exact_phrase_evidence = compiled(_phrase_score, "head_hit head_factor best_factor words_explained size "
                                                "weight_explained entity_total")
exact_score = compiled(_object_score, "best_evidence weight_covered coverage_total")


# Per-object aggregates of the postings that Store.best_bounds computes (prefix `n` for the
# name, `c` for the comment): `hf` the best key factor among the request's head concepts' postings
# that cover the head word, `hp` among those that cover any word (the head may be explained in
# another order when every word is: evidence.phrase_match), `f` the best key factor among postings
# that cover any word, `bits` how
# many words they cover (counted per posting, so never fewer than the exact count), `recall` the
# weight of table-naming concepts with such a posting; `other` the best term evidence outside
# the phrases, `cov` the weight of the concepts found. The named parameters are the request's:
# `:entity_total`, `:coverage_total` (weighing.py), `:column_bound`, `:column_coverage` (search.py).


@functools.cache
def term_evidence_sql() -> str:
    """term_evidence of one posting row of Store.best_bounds (`t` the posting, `q` the query term)."""
    return sql(term_evidence(Sql("q.cw"), hit_evidence(Sql("t.weight"), Sql("q.factor"))))


@functools.cache
def score_bound_sql() -> str:
    """The highest score an object's postings allow, as SQL: the score formula at the best inputs
    — every covered word counted as distinct, the best head and key factors, every concept that
    columns might add (`:column_coverage`) and the best column evidence (`:column_bound`)."""

    def phrase(weight: float, size: Sql, prefix: str) -> Sql:
        p = {name: Sql(f"p.{prefix}{name}", integer=name == "bits") for name in ("hf", "hp", "f", "bits", "recall")}
        head = greatest(p["hf"], when(p["bits"] >= size, p["hp"], 0.0))
        evidence = phrase_evidence(head > 0, head, p["f"], precision(p["bits"], size),
                                   least(1.0, recall(p["recall"], Sql(":entity_total"))))
        return when((size > 0) & (p["f"] > 0), weight * evidence, 0.0)

    best = greatest(phrase(PHRASE_NAME_WEIGHT, Sql("o.name_size"), "n"),
                    phrase(PHRASE_COMMENT_WEIGHT, Sql("o.comment_size"), "c"),
                    Sql("p.other"), Sql(":column_bound"))
    covered = least(1.0, coverage(Sql("p.cov") + Sql(":column_coverage"), Sql(":coverage_total")))
    return sql(blend(best, covered))
