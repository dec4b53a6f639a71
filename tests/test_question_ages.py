"""Ages on a table that keeps dates of birth (docs/one-box.md, "Ages"), through a real Datasette
serving a real SQLite file, with the day fixed: `年龄不超过30岁的员工` is a range of birth dates,
counted from the day of the request; a number typed after 年龄, or with 岁, is an age; `年龄不是30岁`
is the rows on either side (one choice of two, joined with OR)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import html
import re
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.onebox.ages import birth_conditions, years_before
from datasette_dbgraph.serving.state.catalog import state
from tests.test_question_heads import one_table

TODAY = datetime.date(2026, 11, 15)
SCHEMA = """
CREATE TABLE staff ( -- 员工
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    gender TEXT, -- 性别
    birthday TEXT, -- 出生日期
    hired_at TEXT -- 入职时间
);
CREATE TABLE awards ( -- 奖项
    id INTEGER PRIMARY KEY,
    title TEXT, -- 奖项名称
    founded DATE, -- 设立时间
    every_years INTEGER -- 举办间隔年限
);
CREATE TABLE publishers ( -- 出版社
    id INTEGER PRIMARY KEY,
    name TEXT, -- 名称
    founded DATE, -- 成立时间
    city TEXT -- 成立地点
);
"""
# Ages on TODAY: 甲 36, 乙 42, 丙 26 (a date-time), 丁 30 (this very day), 戊 29 (30 tomorrow).
STAFF = [(1, "甲", "男", "1990-05-01", "2015-01-01"), (2, "乙", "女", "1984-11-15", "2010-01-01"),
         (3, "丙", "女", "2000-01-01 08:00:00", "2020-01-01"), (4, "丁", "男", "1996-11-15", "2018-01-01"),
         (5, "戊", "男", "1996-11-16", "2018-01-01")]


AWARDS = [(1, "金笔奖", "2000-01-01", 2), (2, "新星奖", "2015-06-01", 3), (3, "终身奖", "1980-01-01", 4)]
PUBLISHERS = [(1, "甲社", "1990-03-01", "上海"), (2, "乙社", "2020-05-01", "北京"), (3, "丙社", "2008-01-01", "上海")]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into staff values (?,?,?,?,?)", STAFF)
    conn.executemany("insert into awards values (?,?,?,?)", AWARDS)
    conn.executemany("insert into publishers values (?,?,?,?)", PUBLISHERS)
    conn.commit()
    conn.close()
    return str(path)


@contextlib.asynccontextmanager
async def serving(path):
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    try:
        yield ds
    finally:
        state(ds).close()


def age_on(born: str, today: datetime.date) -> int:
    day = datetime.date.fromisoformat(born[:10])
    return today.year - day.year - ((today.month, today.day) < (day.month, day.day))


async def ask(ds: Datasette, q: str) -> dict:
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
        if response.status_code != 503:
            break
        await asyncio.sleep(0.5)
    assert response.status_code == 200, response.text
    return response.json()


async def rows_of(ds: Datasette, link: str) -> list[dict]:
    path, _, query = link.partition("?")
    response = await ds.client.get(f"{path}.json?{query}&_shape=array&_size=max")
    assert response.status_code == 200, response.text
    return response.json()


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "staff.db")) as ds:
        yield ds


# (question, what a person means, as a test on the age)
AGE_QUESTIONS = [
    ("年龄不超过30岁的员工", lambda age: age <= 30),
    ("30岁以下的员工", lambda age: age <= 30),  # 以下 is "at most" (docs/one-box.md, comparisons)
    ("年龄小于30岁的员工", lambda age: age < 30),
    ("年龄大于40的员工", lambda age: age > 40),
    ("30岁以上的员工", lambda age: age >= 30),
    ("年龄刚好30岁的员工", lambda age: age == 30),
]


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", AGE_QUESTIONS)
async def test_an_age_is_the_birth_dates_it_means_on_the_day_asked(ds, q, means):
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "staff", result["reason"]
    assert {c["column"] for c in result["predicate"]["conditions"]} == {"birthday"}
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["table"]))
    assert names == sorted(name for _, name, _, born, _ in STAFF if means(age_on(born, today)))


@pytest.mark.asyncio
async def test_an_age_is_one_side_of_a_choice(ds):
    # `年龄刚好30岁或者性别是女`: the age (a year of birth dates) is met as a whole, OR the other side
    today = datetime.date.today()
    result = await ask(ds, "年龄刚好30岁或者性别是女的员工")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "staff", result["reason"]
    assert [(c["column"], c.get("side")) for c in result["predicate"]["conditions"]] == [
        ("birthday", 1), ("birthday", 1), ("gender", None)]
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["sql"]))
    assert names == sorted(name for _, name, gender, born, _ in STAFF if gender == "女" or age_on(born, today) == 30)


@pytest.mark.asyncio
@pytest.mark.parametrize("q", ["年龄不是30岁的员工", "年龄不等于30岁的员工", "不是30岁的员工有哪些"])
async def test_an_age_said_not_is_the_rows_on_either_side(ds, q):
    # `不是30岁`: born before the oldest thirty-year-old or after the youngest — one choice of two sides,
    # joined with OR on the SQL page (Datasette's table filters meet every condition, never one of them)
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "staff", result["reason"]
    conditions = result["predicate"]["conditions"]
    assert [(c["column"], c["op"]) for c in conditions] == [("birthday", "lt"), ("birthday", "gte")]
    assert " OR " in result["predicate"]["clause"] and "table" not in result["links"]
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["sql"]))
    assert names == sorted(name for _, name, _, born, _ in STAFF if age_on(born, today) != 30)
    assert names  # (the fixture holds ages on both sides of 30)


@pytest.mark.asyncio
async def test_an_age_said_not_beside_another_choice(ds):
    # `年龄不是30岁或者性别是男`: the two sides of the age and the other condition are one choice
    today = datetime.date.today()
    result = await ask(ds, "年龄不是30岁或者性别是男的员工")
    assert result["status"] == "resolved", result["reason"]
    assert {c.get("either") for c in result["predicate"]["conditions"]} == {1}
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["sql"]))
    assert names == sorted(name for _, name, gender, born, _ in STAFF if gender == "男" or age_on(born, today) != 30)


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", [
    ("成立时间不是14年的出版社", lambda years: years != 14),
    # 成立 fits 成立时间 and 成立地点: a number of years is the date's, never a place named `14年`
    ("成立不等于14年的出版社", lambda years: years != 14),
    ("成立刚好18年的出版社", lambda years: years == 18),
    ("成立18年的出版社", lambda years: years == 18),
])
async def test_years_said_exactly_or_not_on_a_date_that_is_no_birth(ds, q, means):
    # 成立时间 holds the day a publisher was founded: founded exactly N years ago, or on either side of it
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "publishers", result["reason"]
    assert {c["column"] for c in result["predicate"]["conditions"]} == {"founded"}
    link = result["links"].get("table") or result["links"]["sql"]
    names = sorted(row["name"] for row in await rows_of(ds, link))
    assert names == sorted(name for _, name, founded, _ in PUBLISHERS if means(age_on(founded, today)))
    assert names  # (the fixture holds publishers on both sides)


async def chips_text(ds: Datasette, q: str) -> str:
    """The page's chips as a person reads them (tags out, entities decoded)."""
    page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))).text
    found = re.search(r'<ul class="dbgraph-chips".*?</ul>', page, re.S)
    assert found, page
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", found.group(0))).split())


@pytest.mark.asyncio
@pytest.mark.parametrize("q,said,stored", [
    # the chip says the comparison as typed, and what the rows are read with — an age is the birth dates it means
    ("年龄不是30岁的员工", "年龄 ≠ 30岁", "出生日期 < {older} 或 出生日期 ≥ {younger}"),
    ("年龄刚好30岁的员工", "年龄 = 30岁", "出生日期 ≥ {older} 且 出生日期 < {younger}"),
    ("年龄不超过30岁的员工", "年龄 ≤ 30岁", "出生日期 ≥ {older}"),
])
async def test_an_age_reads_on_the_page_as_typed_and_as_the_dates_it_means(ds, q, said, stored):
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    older, younger = sorted({str(c["value"]) for c in result["predicate"]["conditions"]}) * (
        2 if len(result["predicate"]["conditions"]) == 1 else 1)
    assert f"{said} → {stored.format(older=older, younger=younger)}" in await chips_text(ds, q)


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", [
    ("30岁以上的女员工", lambda age: age >= 30),
    ("年龄不是30岁的女员工", lambda age: age != 30),  # (either side of 30) AND female: the SQL page
])
async def test_an_age_and_a_label_together(ds, q, means):
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    names = sorted(row["name"] for row in await rows_of(ds, result["links"].get("table") or result["links"]["sql"]))
    assert names == sorted(name for _, name, gender, born, _ in STAFF if gender == "女" and means(age_on(born, today)))


@pytest.mark.parametrize("op,age,born_before_or_on,born_after", [
    # On 2026-11-15, 丁 (1996-11-15) turns 30 and 戊 (1996-11-16) is 29 until tomorrow.
    ("gte", 30, "1996-11-15", None), ("lt", 30, None, "1996-11-15"),
    ("exact", 30, "1996-11-15", "1995-11-15"), ("lte", 30, None, "1995-11-15"),
    # older than 30 is more than 30 years lived: 丁, 30 today, is not; born the day before, one is
    ("gt", 30, "1996-11-14", None),
])
def test_the_birthday_itself_is_the_day_an_age_starts(op, age, born_before_or_on, born_after):
    conditions = dict(birth_conditions(op, age, TODAY))
    # Bounds are written as the day after, so that a date-time on the day itself compares right.
    if born_before_or_on:
        assert conditions["lt"] == (datetime.date.fromisoformat(born_before_or_on) + datetime.timedelta(days=1)).isoformat()
    if born_after:
        assert conditions["gte"] == (datetime.date.fromisoformat(born_after) + datetime.timedelta(days=1)).isoformat()
    assert birth_conditions("not", age, TODAY) is None


def test_a_birthday_on_29_february_counts_from_28_february():
    assert birth_conditions("gte", 1, datetime.date(2028, 2, 29)) == [("lt", "2027-03-01")]


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", [
    ("设立年数不少于17年的奖项", lambda years: years >= 17),
    ("设立超过20年的奖项", lambda years: years > 20),
    ("设立不到12年的奖项", lambda years: years < 12),
])
async def test_years_since_a_date_are_read_as_an_age_of_it(ds, q, means):
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "awards", result["reason"]
    assert {c["column"] for c in result["predicate"]["conditions"]} == {"founded"}
    titles = sorted(row["title"] for row in await rows_of(ds, result["links"]["table"]))
    assert titles == sorted(title for _, title, founded, _ in AWARDS if means(age_on(founded, today)))


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", [
    ("成立年数超过12年的出版社", lambda years: years > 12),
    ("成立年数不超过14年，成立地点是上海的出版社", lambda years: years <= 14),
])
async def test_years_since_a_word_that_fits_a_date_and_a_place_are_of_the_date(ds, q, means):
    # 成立 fits 成立时间 and 成立地点: 年数 after it says which one.
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "publishers", result["reason"]
    assert "founded" in {c["column"] for c in result["predicate"]["conditions"]}
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["table"]))
    assert names == sorted(name for _, name, founded, city in PUBLISHERS if means(age_on(founded, today))
                           and ("上海" in q) <= (city == "上海"))


@pytest.mark.asyncio
async def test_a_number_of_years_on_a_column_of_years_is_that_number(ds):
    result = await ask(ds, "举办间隔年限超过3年的奖项")
    assert result["status"] == "resolved", result["reason"]
    assert [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]] == [("every_years", "gt", "3")]


CLUBS = [(1, "猛龙", 1990), (2, "飞虎", 2005), (3, "雄鹰", 2015), (4, "蓝鲸", 2020)]


@pytest.mark.asyncio
@pytest.mark.parametrize("q, means", [
    ("成立超过20年的俱乐部", lambda years: years > 20),
    ("成立时间不少于11年的俱乐部", lambda years: years >= 11),
    ("成立年数刚好21年的俱乐部", lambda years: years == 21),
    ("成立时间不是21年的俱乐部", lambda years: years != 21),
])
async def test_years_since_a_date_column_that_holds_years_are_this_year_less_the_year(tmp_path, q, means):
    # 成立时间 is declared DATE but its rows hold years (1990, 2005): the years since are year arithmetic,
    # and "not N years" can be said — no date of a day is compared with a year
    path = tmp_path / "clubs.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 俱乐部 (id INTEGER PRIMARY KEY, 名称 TEXT, 成立时间 DATE)")
    conn.executemany("insert into 俱乐部 values (?,?,?)", CLUBS)
    conn.commit()
    conn.close()
    this_year = datetime.date.today().year
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "俱乐部", (q, result["reason"])
        conditions = result["predicate"]["conditions"]
        assert [c["column"] for c in conditions] == ["成立时间"] and all(str(c["value"]).isdigit() for c in conditions), \
            conditions
        names = sorted(r["名称"] for r in await rows_of(ds, result["links"]["table"]))
        assert names == sorted(name for _, name, year in CLUBS if means(this_year - year)), (q, conditions)


@pytest.mark.asyncio
async def test_a_number_of_years_before_or_after_is_asked_not_read_as_an_age(tmp_path):
    # `10年之前成立` may be "before 2010" or "ten years ago or more": never read as founded within 10 years
    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (id INTEGER PRIMARY KEY, 名称 TEXT, 成立时间 DATE, 员工数量 INTEGER)",
                     [(1, "甲", "1990-03-01", 10), (2, "乙", "2020-05-01", 20)])
    async with serving(path) as ds:
        for q in ("成立时间在10年之前的公司", "成立时间在12年之后的公司", "10年以前成立的公司"):
            result = await ask(ds, q)
            assert result["status"] != "resolved", (q, result["predicate"])
        said = await ask(ds, "2010年之前成立的公司")
        assert said["status"] == "resolved", said["reason"]
        assert [r["id"] for r in await rows_of(ds, said["links"]["table"])] == [1]
        aged = await ask(ds, "成立超过10年的公司")
        assert aged["status"] == "resolved", aged["reason"]
        assert [r["id"] for r in await rows_of(ds, aged["links"]["table"])] == [1]


EMPERORS = [(1, "甲", "618年", "649年"), (2, "乙", "798年", "700年"), (3, "丙", "1012年", "1063年")]


@pytest.mark.asyncio
async def test_a_year_before_the_verb_that_names_its_date_column(tmp_path):
    # rows written `618年` in two date columns: the verb after the year (出生, 去世) says whose year it is
    path = one_table(tmp_path / "emperors.db",
                     "CREATE TABLE 皇帝 (id INTEGER PRIMARY KEY, 中文名 TEXT, 出生时间 DATE, 去世时间 DATE)", EMPERORS)
    async with serving(path) as ds:
        born = await ask(ds, "700年之前出生的皇帝")
        assert born["status"] == "resolved", born["reason"]
        assert [c["column"] for c in born["predicate"]["conditions"]] == ["出生时间"]
        assert [r["id"] for r in await rows_of(ds, born["links"]["sql"])] == [1]  # 甲, born 618
        either = await ask(ds, "700年之前出生或者710年之前去世的皇帝")
        assert either["status"] == "resolved", either["reason"]
        assert sorted(c["column"] for c in either["predicate"]["conditions"]) == ["出生时间", "去世时间"]
        assert sorted(r["id"] for r in await rows_of(ds, either["links"]["sql"])) == [1, 2]  # 甲, and 乙 died 700


# Ages typed in English (tokens.english_ages): the number is an age as `30岁` is.
def lived_over(years: int):
    """Older than N: more than N years lived (a person of 30 and a half is older than 30)."""
    return lambda age, born, today: born < years_before(today, years)


def aged(means):
    return lambda age, born, today: means(age)


ENGLISH_AGES = [
    ("staff older than 30", lived_over(30)),
    ("staff older than 30 years", lived_over(30)),
    ("staff younger than 30", aged(lambda age: age < 30)),
    ("staff over 40 years old", lived_over(40)),
    ("staff under 30 years old", aged(lambda age: age < 30)),
    ("staff aged 30", aged(lambda age: age == 30)),
    ("staff who are 30 years old", aged(lambda age: age == 30)),
    ("staff aged 30 or more", aged(lambda age: age >= 30)),
    ("staff 30 or older", aged(lambda age: age >= 30)),
    ("staff who are 30 years old or older", aged(lambda age: age >= 30)),
    ("staff 30 or younger", aged(lambda age: age <= 30)),
    ("staff aged over 35", lived_over(35)),
]


@pytest.mark.asyncio
@pytest.mark.parametrize("q,means", ENGLISH_AGES)
async def test_an_age_typed_in_english_is_the_birth_dates_it_means(ds, q, means):
    today = datetime.date.today()
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "staff", (q, result["reason"])
    assert {c["column"] for c in result["predicate"]["conditions"]} == {"birthday"}
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
    names = sorted(row["name"] for row in await rows_of(ds, result["links"]["table"]))
    assert names == sorted(name for _, name, _, born, _ in STAFF if means(age_on(born, today), datetime.date.fromisoformat(born[:10]), today)), q


@pytest.mark.asyncio
async def test_an_age_on_a_column_of_ages_and_a_number_alone(tmp_path):
    path = one_table(tmp_path / "people.db", "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, age INTEGER)",
                     [(1, "Ann", 34), (2, "Bob", 61), (3, "Cy", 19)])
    async with serving(path) as ds:
        for q, ids in (("people older than 30", [1, 2]), ("people aged 19", [3]), ("people 60 or older", [2]),
                       ("people under 20 years old", [3])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["predicate"]["conditions"][0]["column"] == "age", q
            assert [r["id"] for r in await rows_of(ds, result["links"]["table"])] == ids, q
        # `over 30` alone says no age: which column is asked
        alone = await ask(ds, "people over 30")
        assert alone["status"] != "resolved" or alone["predicate"]["conditions"][0]["column"] == "age"


@pytest.mark.asyncio
async def test_dates_of_birth_after_today_are_no_ages(tmp_path):
    # anonymised data shifts dates into the future: an age counted from today on them means nothing
    path = one_table(tmp_path / "ward.db", "CREATE TABLE patients (id INTEGER PRIMARY KEY, gender TEXT, dob TEXT)",
                     [(1, "M", "2101-03-04 00:00:00"), (2, "F", "2075-06-01 00:00:00"), (3, "F", "1950-01-01 00:00:00")])
    async with serving(path) as ds:
        for q in ("patients older than 60", "60岁以上的patients"):
            result = await ask(ds, q)
            assert result["status"] != "resolved", (q, result.get("predicate"))
            assert "dob" in result["reason"] and "今天" in result["reason"], result["reason"]
        dated = await ask(ds, "patients dob before 1960-01-01")
        assert dated["status"] == "resolved" and [r["id"] for r in await rows_of(ds, dated["links"]["table"])] == [3]
