"""What a question asks of its rows is done, or said to be left out — never dropped silently, through a
real Datasette serving a real SQLite file (docs/one-box.md, "Questions" and "Nothing dropped silently"):

- the most or least of an average or total, with the group the question asks which of (`哪2个歌手的演唱会
  平均票价最高`, `平均票价最低的2个城市`), orders the groups by it; the most or fewest of the rows before an
  average asked beside it (`哪2个城市的演唱会最多，以及它们的平均票价`) orders them by their number of rows, each
  with its average: the SQL link gives those groups;
- a word of the question the answer's intent cannot do (a most of another column beside an average, a
  most beside two averages) is left out by name: its span is `unused`, the reason names it, the
  answer is less certain, the page shows it apart from what was used;
- `每一场演唱会的城市` (each of the table's own rows) leaves nothing out;
- in English, `which city has the most concerts` (and `… and what is their average price`) as in Chinese,
  and `which 2 cities have the most concerts`, `which 3 concerts have the highest price` (`哪2个城市`): the number
  is how many, never a value (`which 5 star hotels` is not read so).
"""

from __future__ import annotations

import html
import urllib.parse

import pytest

from tests.test_question_counts import ask, rows_of, serving
from tests.test_question_english import ask_en
from tests.test_question_heads import one_table

pytestmark = pytest.mark.asyncio

CONCERTS = ("CREATE TABLE 演唱会 (场次 TEXT PRIMARY KEY, 歌手 TEXT, 城市 TEXT, 票价 INTEGER, 观众人数 INTEGER)",
            [("a", "周杰伦", "北京", 800, 50000), ("b", "周杰伦", "上海", 1100, 40000), ("c", "王菲", "北京", 1500, 30000),
             ("d", "陈奕迅", "广州", 600, 45000), ("e", "陈奕迅", "北京", 700, 20000), ("f", "陈奕迅", "广州", 1000, 10000)])


def spans_as(result: dict, role: str) -> list[str]:
    return [s["text"] for s in result["understood"]["spans"] if s["as"] == role]


@pytest.mark.parametrize("q, intent, rows", [
    ("哪2个歌手的演唱会平均票价最高",
     {"aggregate": {"fn": "avg", "column": "票价"}, "group_by": ["歌手"], "order": {"column": "票价", "desc": True}, "limit": 2},
     [("王菲", 1500), ("周杰伦", 950)]),
    ("演唱会平均票价最低的2个城市",
     {"aggregate": {"fn": "avg", "column": "票价"}, "group_by": ["城市"], "order": {"column": "票价", "desc": False}, "limit": 2},
     [("广州", 800), ("北京", 1000)]),
    ("哪个城市的演唱会观众人数总和最少",
     {"aggregate": {"fn": "sum", "column": "观众人数"}, "group_by": ["城市"], "order": {"column": "观众人数", "desc": False},
      "limit": 1},
     [("上海", 40000)]),
    # most or fewest of the rows before an average or a most of a column asked beside it: the groups by their
    # number of rows, each with its own average or most
    ("哪2个城市的演唱会最多，以及它们的平均票价是多少",
     {"count": True, "aggregate": {"fn": "avg", "column": "票价"}, "group_by": ["城市"], "order": {"fn": "count", "desc": True},
      "limit": 2},
     [("北京", 1000, 3), ("广州", 800, 2)]),
    ("哪个城市的演唱会最少，并给出最高票价",
     {"count": True, "aggregate": {"fn": "max", "column": "票价"}, "group_by": ["城市"], "order": {"fn": "count", "desc": False},
      "limit": 1},
     [("上海", 1100, 1)]),
])
async def test_the_most_of_an_average_per_group_orders_the_groups(tmp_path, q, intent, rows):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "演唱会", result["reason"]
        assert result["intent"] == intent
        assert spans_as(result, "unused") == [], result["reason"]
        # groups ordered: only a query says it — no table page link, and the next action says to open the query
        assert "table" not in result["links"] and "SQL 编辑器" in result["next_actions"][0]
        got = await rows_of(ds, result["links"]["sql"])
        assert [tuple(row.values()) for row in got] == rows


@pytest.mark.parametrize("q, left_out, intent", [
    # a most of another column beside the average: which most of which cannot be one query
    ("演唱会的平均票价是多少，观众人数最多是多少", ["最多"], {"aggregate": {"fn": "avg", "column": "票价"}}),
    # two averages and one most: which average is the most of cannot be told
    ("哪个歌手的演唱会平均票价最高，以及平均观众人数是多少", ["最高"], {"aggregate": {"fn": "avg", "column": "观众人数"}}),
])
async def test_words_the_answer_cannot_do_are_named_as_left_out(tmp_path, q, left_out, intent):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == intent
        assert spans_as(result, "unused") == left_out
        assert not set(left_out) & set(spans_as(result, "intent"))
        assert all(f"“{word}”" in result["reason"] for word in left_out) and "没有用上" in result["reason"]
        assert result["confidence"] < 1
        english = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "en"}))).json()
        assert "cannot do" in english["reason"] and f"“{left_out[0]}”" in english["reason"]


async def test_the_page_says_the_groups_order_and_shows_a_left_out_word_apart(tmp_path):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        ordered = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode(
            {"q": "哪2个歌手的演唱会平均票价最高", "_lang": "zh"}))).text
        assert "按 平均 票价 降序" in ordered and "dbgraph-chip-unused" not in ordered
        page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode(
            {"q": "演唱会的平均票价是多少，观众人数最多是多少", "_lang": "zh"}))).text
        assert '<li class="dbgraph-chip dbgraph-chip-unused"><bdi>最多</bdi>' in page
        assert html.escape("“最多” 要的分组、排序或汇总这个答案做不到") in page


async def test_each_of_the_tables_own_rows_leaves_nothing_out(tmp_path):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask(ds, "每一场演唱会的城市")
        assert result["status"] == "resolved" and result["confidence"] == 1.0, result["reason"]
        assert spans_as(result, "unused") == [] and "没有用上" not in result["reason"]
        assert not (result.get("intent") or {}).get("group_by")


CONCERTS_EN = ("CREATE TABLE concerts (id TEXT PRIMARY KEY, singer TEXT, city TEXT, price INTEGER, audience INTEGER)",
               [("a", "Jay", "Beijing", 800, 50000), ("b", "Jay", "Shanghai", 1100, 40000), ("c", "Faye", "Beijing", 1500, 30000),
                ("d", "Eason", "Guangzhou", 600, 45000), ("e", "Eason", "Beijing", 700, 20000),
                ("f", "Eason", "Guangzhou", 1000, 10000)])


@pytest.mark.parametrize("q, intent, rows", [
    ("which city has the most concerts",
     {"count": True, "group_by": ["city"], "order": {"fn": "count", "desc": True}, "limit": 1}, [("Beijing", 3)]),
    ("which city has the fewest concerts",
     {"count": True, "group_by": ["city"], "order": {"fn": "count", "desc": False}, "limit": 1}, [("Shanghai", 1)]),
    ("which city has the most concerts and what is their average price",
     {"count": True, "aggregate": {"fn": "avg", "column": "price"}, "group_by": ["city"],
      "order": {"fn": "count", "desc": True}, "limit": 1}, [("Beijing", 1000, 3)]),
])
async def test_which_group_has_the_most_rows_in_english(tmp_path, q, intent, rows):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS_EN)) as ds:
        result = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "en"}))).json()
        assert result["status"] == "resolved" and result["resolved"]["table"] == "concerts", result["reason"]
        assert result["intent"] == intent and spans_as(result, "unused") == []
        got = await rows_of(ds, result["links"]["sql"])
        assert [tuple(row.values()) for row in got] == rows


@pytest.mark.parametrize("q, intent, rows", [
    # which N of a group: the N groups, as `哪2个城市的演唱会最多`
    ("which 2 cities have the most concerts",
     {"count": True, "group_by": ["city"], "order": {"fn": "count", "desc": True}, "limit": 2}, [("Beijing", 3), ("Guangzhou", 2)]),
    ("which 2 singers have the fewest concerts",
     {"count": True, "group_by": ["singer"], "order": {"fn": "count", "desc": False}, "limit": 2}, [("Faye", 1), ("Jay", 2)]),
])
async def test_which_n_groups_in_english(tmp_path, q, intent, rows):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS_EN)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "concerts", result["reason"]
        assert result["intent"] == intent and spans_as(result, "unused") == []
        assert result["predicate"] is None  # the number is how many, not a value of any column
        got = await rows_of(ds, result["links"]["sql"])
        assert [tuple(row.values()) for row in got] == rows


async def test_which_n_rows_in_english_open_the_table_sorted(tmp_path):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS_EN)) as ds:
        result = await ask_en(ds, "which 3 concerts have the highest price")
        assert result["status"] == "resolved" and result["predicate"] is None, result["reason"]
        assert result["intent"] == {"order": {"column": "price", "desc": True}, "limit": 3}
        assert spans_as(result, "intent") == ["which", "3", "highest"]
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(result["links"]["table"]).query)
        assert query["_sort_desc"] == ["price"] and query["_size"] == ["3"]
        got = await rows_of(ds, result["links"]["sql"])
        assert [row["price"] for row in got] == [1500, 1100, 1000]


async def test_which_number_before_a_singular_word_is_not_how_many(tmp_path):
    path = one_table(tmp_path / "hotels.db", "CREATE TABLE hotels (id INTEGER PRIMARY KEY, name TEXT, city TEXT, star INTEGER)",
                     [(1, "Ritz", "Paris", 5), (2, "Ibis", "Paris", 3), (3, "Hassler", "Rome", 5)])
    async with serving(path) as ds:
        # `which 5 star hotels`: five-star ones, perhaps — never the first five hotels
        result = await ask_en(ds, "which 5 star hotels are in Paris")
        assert (result.get("intent") or {}).get("limit") is None
        assert result["status"] != "resolved" or result["predicate"]["conditions"][0]["column"] == "star", result["reason"]


async def test_each_of_a_word_of_the_tables_name_is_named_as_left_out(tmp_path):
    path = one_table(tmp_path / "singer_concerts.db", "CREATE TABLE 歌手演唱会 (场次 TEXT PRIMARY KEY, 歌手名称 TEXT, 城市 TEXT)",
                     [("a", "周杰伦", "北京"), ("b", "周杰伦", "上海"), ("c", "王菲", "北京")])
    async with serving(path) as ds:
        # 歌手 is a word of the table's name before the word that names its rows (演唱会): a count per singer,
        # which this answer (every concert counted) does not do — said, not dropped
        result = await ask(ds, "每位歌手的演唱会有多少场")
        assert result["status"] == "resolved" and result["intent"] == {"count": True}, result["reason"]
        assert spans_as(result, "unused") == ["每位"] and "“每位”" in result["reason"]
        # the table's own rows, each with its city: nothing left out
        result = await ask(ds, "每一场歌手演唱会的城市")
        assert result["status"] == "resolved" and spans_as(result, "unused") == [], result["reason"]


@pytest.mark.parametrize("q, desc, prices", [
    # 按 a column, then the first or last few: ranked by it, the most first (as `排名前3`), the last few the fewest
    ("按票价前2的演唱会", True, [1500, 1100]),
    ("按票价后2的演唱会", False, [600, 700]),
    ("按票价升序前2的演唱会", False, [600, 700]),
    ("按票价排名最低的前2场演唱会", False, [600, 700]),  # the superlative says which way
    ("按票价排名最高的前2场演唱会", True, [1500, 1100]),
])
async def test_the_first_few_by_a_column_rank_it(tmp_path, q, desc, prices):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["intent"]["order"] == {"column": "票价", "desc": desc}, result["reason"]
        got = await rows_of(ds, result["links"]["table"])
        assert [row["票价"] for row in got] == prices

