"""benchmarks/questions.py on an invented database in DuSQL's shape (no DuSQL data here: the
schema, rows and questions below are made up): reading gold SQL, building the database and its
index, grading answers."""

import datetime
import json

import pytest

from benchmarks import questions as Q
from datasette_dbgraph.onebox.ages import birth_conditions
from datasette_dbgraph.onebox.questions.birth_dates import outside_period

# Tables 0 会员 and 1 订单; column ids as DuSQL numbers them (0 is "*").
RAW_SCHEMA = {
    "db_id": "小店",
    "table_names": ["会员", "订单"],
    "column_names": [[-1, "*"], [0, "编号"], [0, "昵称"], [0, "住址"], [0, "积分"],
                     [1, "编号"], [1, "会员id"], [1, "金额"], [1, "下单时间"], [1, "金额"]],
    "column_types": ["text", "text", "text", "text", "number", "text", "text", "number", "time", "number"],
    "primary_keys": [1, 5],
    "foreign_keys": [[6, 1]],
}
CONTENT = {
    "会员": {"header": ["编号", "昵称", "住址", "积分"],
             "cell": [["m1", "张三", "杭州", "10"], ["m2", "李四", "苏州", "25"], ["m1", "重复", "杭州", "0"]]},
    "订单": {"header": ["编号", "会员id", "金额", "下单时间", "金额"],
             "cell": [["o1", "m1", "99.5", "2024-01-02", "1"], ["o2", "m2", "300", "2024-02-03", "2"]]},
}


def col(column_id, agg=0):
    return [agg, column_id, False]


def unit(column_id, agg=0, op=0, other=None):
    return [op, col(column_id, agg), other]


def sql(tables, select, where=(), conds=(), group=(), order=None, limit=None, **extra):
    out = {"select": select, "from": {"table_units": [["table_unit", t] for t in tables], "conds": list(conds)},
           "where": list(where), "groupBy": group and [col(c) for c in group], "having": [],
           "orderBy": order or [], "limit": limit, "union": None, "intersect": None, "except": None}
    out.update(extra)
    return out


@pytest.fixture(scope="module")
def schema():
    return Q.Schema.read(RAW_SCHEMA)


def test_schema_renames_a_repeated_column(schema):
    assert schema.column(9) == "金额_2" and schema.column(7) == "金额"
    assert schema.table_of(6) == "订单" and schema.column(0) == "*"


def test_classify(schema):
    assert Q.classify(sql([0], [[0, unit(2)]]), schema) == "single"
    join = sql([1, 0], [[0, unit(2)]], conds=[[0, 2, unit(6), 1, None]])
    assert Q.classify(join, schema) == "join"
    assert Q.classify(sql([1, 0], [[0, unit(2)]]), schema) == "two tables not joined on a key"
    sub = sql([0], [[0, unit(2)]], where=[[0, 3, unit(4), sql([0], [[5, unit(4)]]), None]])
    assert Q.classify(sub, schema) == "subquery"
    assert Q.classify(sql([0], [[0, unit(2)]], union=sql([0], [[0, unit(2)]])), schema) == "set operation"


def test_outer_table_is_the_one_whose_columns_are_shown(schema):
    # select T2.昵称, sum(T1.金额) from 订单 T1 join 会员 T2 … group by T1.会员id
    gold = sql([1, 0], [[0, unit(2)], [4, unit(7)]], conds=[[0, 2, unit(6), 1, None]], group=[6])
    assert schema.tables[Q.outer_table(gold, schema)] == "会员"
    # only aggregates: the table of the first, on a tie
    gold = sql([1, 0], [[4, unit(7)], [5, unit(4)]], conds=[[0, 2, unit(6), 1, None]])
    assert schema.tables[Q.outer_table(gold, schema)] == "订单"


def test_gold_conditions(schema):
    where = [[0, 2, unit(3), "杭州 ", None], "and", [0, 1, unit(4), 5, 20.0], "and", [0, 9, unit(2), "张", None]]
    conditions, why, text = Q.gold_conditions(sql([0], [[0, unit(2)]], where=where), schema)
    assert why is None and text
    assert conditions == {("会员", "住址", "exact", "杭州"), ("会员", "积分", "gte", 5), ("会员", "积分", "lte", 20),
                          ("会员", "昵称", "contains", "张")}
    # Two conditions joined by OR are one choice: the two and the mark an answer's `either` gives.
    either, why, _ = Q.gold_conditions(sql([0], [], where=[[0, 3, unit(4), 1, None], "or", [0, 2, unit(3), "杭州", None]]),
                                       schema)
    assert why is None and either == {("会员", "积分", "gt", 1), ("会员", "住址", "exact", "杭州"), Q.EITHER_MARK}
    mixed = [[0, 3, unit(4), 1, None], "or", [0, 3, unit(4), 2, None], "and", [0, 2, unit(3), "杭州", None]]
    assert Q.gold_conditions(sql([0], [], where=mixed), schema)[:2] == (None, "or")
    between = [[0, 1, unit(4), 5, 20.0], "or", [0, 2, unit(3), "杭州", None]]
    assert Q.gold_conditions(sql([0], [], where=between), schema)[:2] == (None, "or")
    answer = {"table": "会员", "conditions": [{"column": "积分", "op": "gt", "value": "1", "either": 1},
                                             {"column": "住址", "op": "exact", "value": "杭州", "either": 1}]}
    assert Q.our_conditions(answer) == either
    answer["conditions"][1]["either"] = None  # AND-ed: not the gold's choice
    assert Q.our_conditions(answer) != either and Q.EITHER_MARK not in Q.our_conditions(answer)
    expression = [[0, 3, [1, col(4), col(8)], 10, None]]
    assert Q.gold_conditions(sql([1], [], where=expression), schema)[:2] == (None, "column expression")
    # The years since a date compared is an age: the dates it means on the day of the run, as the one
    # box reads `年龄大于10岁` (onebox/ages.py).
    aged = [[0, 3, [1, col("TIME_NOW"), col(8)], 10, None]]
    expected = {("订单", "下单时间", op, value) for op, value in birth_conditions("gt", 10, datetime.date.today())}
    assert Q.gold_conditions(sql([1], [], where=aged), schema)[:2] == (expected, None)
    dated = [[0, 4, unit(8), "2024-01-01", None]]
    assert Q.gold_conditions(sql([1], [], where=dated), schema)[2] is False  # a date is not a text value


def test_years_said_not_are_either_side_of_a_period(schema):
    # `TIME_NOW - 下单时间 != 10`: the dates outside the year exactly 10 makes — one choice of two sides
    # (onebox/questions/birth_dates.py), alone, AND-ed with another condition, or one more side of an OR
    today = datetime.date.today()
    sides = {("订单", "下单时间", op, value) for op, value in outside_period(10, today)}
    assert {op for _, _, op, _ in sides} == {"lt", "gte"}
    aged = [0, 7, [1, col("TIME_NOW"), col(8)], 10, None]
    amount = [0, 3, unit(7), 50, None]
    alone, why, _ = Q.gold_conditions(sql([1], [], where=[aged]), schema)
    assert why is None and alone == sides | {Q.EITHER_MARK}
    answer = {"table": "订单", "conditions": [{"column": "下单时间", "op": op, "value": v, "either": 1}
                                            for _, _, op, v in sorted(sides)]}
    assert Q.our_conditions(answer) == alone
    both, why, _ = Q.gold_conditions(sql([1], [], where=[aged, "and", amount]), schema)
    answer["conditions"].append({"column": "金额", "op": "gt", "value": "50"})
    assert why is None and Q.our_conditions(answer) == both
    either, why, _ = Q.gold_conditions(sql([1], [], where=[aged, "or", amount]), schema)
    answer["conditions"][-1]["either"] = 1
    assert why is None and Q.our_conditions(answer) == either and Q.EITHER_MARK in either


def test_values_are_normalised():
    assert Q.normal_value("100") == Q.normal_value(100.0) == 100
    assert Q.normal_value(" Abc ") == "abc"
    assert Q.normal_value(["b", 2, "1"]) == Q.normal_value([1.0, " B", 2])
    assert Q.like_condition("%x%") == Q.like_condition("x") == ("contains", "x")
    assert Q.like_condition("x%") == ("startswith", "x")
    # a surname the question says is how the name starts; elsewhere the same value is still "contains"
    assert Q.like_condition("郭", "列举一些姓郭的明星") == Q.like_condition("郭", "给出郭姓明星") == ("startswith", "郭")
    assert Q.like_condition("郭", "名字里有郭的明星") == ("contains", "郭")


def test_a_value_with_its_unit_is_the_number_the_gold_writes():
    # The rows hold `12.5%` and `35亿元` as texts, which the answer compares; the gold writes 0.125
    # and the bare number. The same quantity counts as the same value; a nearby one does not.
    gold = {("城市", "增长率", "not", 0.125), ("城市", "收入", "gt", 3500000000)}
    ours = {("城市", "增长率", "not", "12.5%"), ("城市", "收入", "gt", "35亿元")}
    assert Q.as_days(ours, frozenset(), gold) == gold
    assert Q.as_days({("城市", "增长率", "not", "12.5%")}, frozenset(), {("城市", "增长率", "not", 12.5)}) == \
        {("城市", "增长率", "not", "12.5%")}
    assert Q.as_days({("城市", "增长率", "gt", "12.5%")}, frozenset(), gold) == {("城市", "增长率", "gt", "12.5%")}


def test_a_measure_in_the_rows_unit_is_the_gold_in_its_metric_unit():
    # The rows hold `191cm`, compared by the number in centimetres; the gold writes 1.91 (metres). Only
    # on a condition the answer compares as the rows' numbers, only a metric step: never a nearby number.
    gold = {("球员", "身高", "lt", 1.91)}
    answer_measured = {"table": "球员", "conditions": [{"column": "身高", "op": "lt", "value": 191, "as_number": "number"}]}
    measured = Q.measured_keys(answer_measured)
    assert measured == {("球员", "身高", "lt")}
    assert Q.as_days({("球员", "身高", "lt", 191)}, frozenset(), gold, measured) == gold
    assert Q.as_days({("球员", "身高", "lt", 191)}, frozenset(), gold) != gold  # a column of plain numbers
    assert Q.as_days({("球员", "身高", "lt", 192)}, frozenset(), gold, measured) != gold
    assert Q.as_days({("球员", "身高", "gt", 191)}, frozenset(), gold, Q.measured_keys(
        {"table": "球员", "conditions": [{"column": "身高", "op": "gt", "value": 191, "as_number": "number"}]})) != gold


def test_gold_intent(schema):
    gold = sql([0], [[0, unit(3)], [3, unit(0)]], group=[3], order=["desc", [[3, unit(0)]]], limit=3)
    intent = Q.gold_intent(gold, schema)
    assert intent == {"aggregate": (("count", "*"),), "count": True, "group_by": ("住址",),
                      "order": ("*", True, "count"), "limit": 3, "having": None}


def test_gold_having_and_ours(schema):
    gold = sql([0], [[0, unit(3)]], group=[3])
    gold["having"] = [[3, 3, [0, [0, 0, False], None], 5.0, None]]  # count(*) > 5
    assert Q.gold_intent(gold, schema)["having"] == ("count", "gt", 5)
    ours = Q.our_intent({"count": True, "group_by": ["住址"], "having": {"fn": "count", "op": "gt", "value": 5}})
    assert ours["having"] == ("count", "gt", 5)
    gold["having"] = [[4, 3, [0, [0, 1, False], None], 5.0, None]]  # sum(one column) > 5
    assert Q.gold_intent(gold, schema)["having"] == ("sum", schema.column(1).lower(), "gt", 5)
    ours = Q.our_intent({"group_by": ["住址"], "having": {"fn": "sum", "column": schema.column(1), "op": "gt", "value": 5}})
    assert ours["having"] == ("sum", schema.column(1).lower(), "gt", 5)
    gold["having"] = [[5, 3, [1, [0, 1, False], [0, 2, False]], 5.0, None]]  # avg(a - b) > 5: no one column's
    assert Q.gold_intent(gold, schema)["having"] is None


def test_strip_unknown():
    spans = [{"start": 0, "end": 2, "as": "unknown"}, {"start": 5, "end": 6, "as": "unknown"}]
    assert Q.strip_unknown("请问会员的x住址", spans) == "会员的住址"


def answer(table, conditions=(), status="resolved", intent=None):
    return {"status": status, "table": table, "conditions": list(conditions), "unknown": [], "intent": intent}


def gold_of(schema, where=()):
    return Q.read_gold({"sql": sql([0], [[0, unit(2)]], where=list(where))}, schema)


def test_grading(schema):
    tally = Q.Tally()
    gold = gold_of(schema, [[0, 2, unit(3), "杭州", None]])
    tally.add(gold, answer("会员", [{"column": "住址", "op": "exact", "value": "杭州"}]), {})
    tally.add(gold, answer("会员"), {})  # fewer conditions than gold
    tally.add(gold, answer("订单"), {})
    tally.add(gold, answer(None, status="ambiguous"), {})
    c = tally.counts
    assert (c["fully right"], c["conditions exact"], c["conditions missing"]) == (1, 1, 1)
    assert (c["confident-wrong"], c["confident-wrong: wrong table"], c["table refused"]) == (2, 1, 1)
    assert tally.intent["order"]["absent"] == 4


def test_join_conditions_on_the_other_table_count_through_via(schema):
    join = [[0, 2, unit(6), 1, None]]
    gold = Q.read_gold({"sql": sql([1, 0], [[0, unit(2)]], conds=join, where=[[0, 3, unit(7), 100, None]])}, schema)
    assert gold.table == "会员" and gold.conditions == {("订单", "金额", "gt", 100)}
    tally = Q.Tally()
    tally.add(gold, answer("会员", [{"column": "金额", "op": "gt", "value": "100", "via": "订单"}]), {})
    tally.add(gold, answer("会员", [{"column": "金额", "op": "gt", "value": "100"}]), {})
    assert tally.counts["fully right"] == 1
    assert tally.counts["join: fully right, other-table conditions"] == 1


def test_an_exists_across_the_joins_own_link_is_the_join_itself(schema):
    # `select 会员.* from 订单 join 会员 …` keeps the members that have an order: `exists` across that
    # link says the same, and is no condition the gold lacks; on another table it is one.
    join = [[0, 2, unit(6), 1, None]]
    gold = Q.read_gold({"sql": sql([1, 0], [[0, unit(2)]], conds=join)}, schema)
    assert gold.table == "会员" and gold.other == "订单" and gold.conditions == set()
    tally = Q.Tally()
    tally.add(gold, answer("会员", [{"column": None, "op": "exists", "value": None, "via": {"table": "订单"}}]), {})
    tally.add(gold, answer("会员", [{"column": None, "op": "exists", "value": None, "via": {"table": "其他"}}]), {})
    assert tally.counts["fully right"] == 1 and tally.counts["conditions exact: the join's own exists"] == 1
    assert tally.counts["confident-wrong"] == 1


def test_intent_when_answers_carry_it(schema):
    gold = Q.read_gold({"sql": sql([0], [[0, unit(2)]], order=["desc", [[0, unit(4)]]], limit=5)}, schema)
    tally = Q.Tally()
    tally.add(gold, answer("会员", intent={"order": {"column": "积分", "desc": True}, "limit": 5}), {})
    assert tally.intent["order"]["agree"] == tally.intent["limit"]["agree"] == 1
    assert tally.intent["aggregate"]["agree"] == 1  # neither has one


def test_database_index_and_asking(tmp_path, schema):
    db = tmp_path / "db" / Q.file_name("小店")
    db.parent.mkdir()
    Q.build_database(db, schema, CONTENT)
    import sqlite3

    conn = sqlite3.connect(db)
    assert conn.execute('select count(*) from "会员"').fetchone() == (2,)  # a repeated key keeps its first row
    assert conn.execute('select "金额_2" from "订单" order by 1').fetchall() == [(1,), (2,)]
    fks = conn.execute('PRAGMA foreign_key_list("订单")').fetchall()
    assert [(f[2], f[3], f[4]) for f in fks] == [("会员", "会员id", "编号")]
    conn.close()
    index = tmp_path / "index.db"
    Q.build_index(db, index, "小店")
    result = Q.ask(str(index), "杭州的会员")
    assert result["status"] in {"resolved", "ambiguous", "not_found", "insufficient_evidence"}
    assert json.dumps(Q.summary(result), ensure_ascii=False)
    assert Q.file_name("a/b") == "a\uff0fb.db"


def test_fully_right_counts_the_whole_intent(schema):
    # select 住址, avg(积分) from 会员 group by 住址 order by avg(积分) desc limit 2
    gold = Q.read_gold({"sql": sql([0], [[0, unit(3)], [5, unit(4)]], group=[3], order=["desc", [[5, unit(4)]]],
                                   limit=2)}, schema)
    tally = Q.Tally()
    tally.add(gold, answer("会员", intent={"aggregate": {"fn": "avg", "column": "积分"}, "group_by": ["住址"],
                                         "order": {"column": "积分", "desc": True}, "limit": 2}), {})
    tally.add(gold, answer("会员", intent={"aggregate": {"fn": "avg", "column": "积分"}}), {})  # every row's average
    assert tally.counts["fully right"] == 2 and tally.counts["fully right, and the whole intent as the gold's"] == 1
    # the groups by their number of rows, each with its most: a count of rows shown beside adds nothing the gold lacks
    gold = Q.read_gold({"sql": sql([0], [[0, unit(3)], [1, unit(4)]], group=[3], order=["asc", [[3, unit(0)]]],
                                   limit=1)}, schema)
    tally = Q.Tally()
    tally.add(gold, answer("会员", intent={"count": True, "aggregate": {"fn": "max", "column": "积分"}, "group_by": ["住址"],
                                         "order": {"fn": "count", "desc": False}, "limit": 1}), {})
    tally.add(gold, answer("会员", intent={"order": {"column": "积分", "desc": True}, "limit": 1}), {})
    assert tally.counts["fully right"] == 2 and tally.counts["fully right, and the whole intent as the gold's"] == 1
    # select 住址 … order by avg(积分): the average shown beside the groups it orders adds nothing the gold lacks
    gold = Q.read_gold({"sql": sql([0], [[0, unit(3)]], group=[3], order=["desc", [[5, unit(4)]]], limit=2)}, schema)
    tally = Q.Tally()
    tally.add(gold, answer("会员", intent={"aggregate": {"fn": "avg", "column": "积分"}, "group_by": ["住址"],
                                         "order": {"column": "积分", "desc": True}, "limit": 2}), {})
    assert tally.counts["fully right, and the whole intent as the gold's"] == 1
