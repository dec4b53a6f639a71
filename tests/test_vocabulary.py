"""Business vocabulary that holds in any schema (datasette_dbgraph/words/data/): a client is a
customer, an estimate a quote, `recpt` a receipt, `ext` an extension (扩展), `define` a definition,
a callback 回调, a surrogate 委托; 手机 is the mobile column of a table that also has a phone; and
`<head> of <modifier>` is the table named modifier first. Each with the false friend it must not
find. The schemas are written for the test."""

from __future__ import annotations

import pytest
from conftest import make_sqlite
from conftest import resolve_answer as answer
from conftest import resolve_request as ask
from datasette.app import Datasette

from datasette_dbgraph.words.normalize import of_reversed

# An agency's billing and workflow, without a comment anywhere (as English schemas are).
AGENCY = """
CREATE TABLE crm_clients (client_id int PRIMARY KEY, client_name varchar(64), client_phone varchar(20),
  client_mobile varchar(20), client_email varchar(64));
CREATE TABLE crm_estimates (estimate_id int PRIMARY KEY, client_id int, estimate_number varchar(32),
  estimate_total decimal(10,2));
CREATE TABLE crm_invoices (invoice_id int PRIMARY KEY, client_id int, invoice_number varchar(32));
CREATE TABLE wms_goods_recpt (id int PRIMARY KEY, recpt_code varchar(32), recpt_date date);
CREATE TABLE wms_goods_recpt_line (id int PRIMARY KEY, recpt_id int, qty int);
CREATE TABLE wf_flow_define (id int PRIMARY KEY, name varchar(64), content text);
CREATE TABLE wf_flow_instance (id int PRIMARY KEY, define_id int, state int);
CREATE TABLE wf_flow_cc_instance (id int PRIMARY KEY, instance_id int, actor varchar(64));
CREATE TABLE wf_flow_surrogate (id int PRIMARY KEY, operator varchar(64), surrogate varchar(64));
CREATE TABLE pay_callback (id int PRIMARY KEY, channel varchar(16), body text);
CREATE TABLE cms_article (id int PRIMARY KEY, title varchar(200), content text);
CREATE TABLE cms_article_ext (article_id int PRIMARY KEY, ext_price varchar(32), ext_color varchar(32));
CREATE TABLE cms_text_template (id int PRIMARY KEY, body text);
"""

# The false friends: a table literally named for the word, beside one the glossary reaches.
FRIENDS = """
CREATE TABLE customer (id int PRIMARY KEY, name varchar(64));
CREATE TABLE oauth_client (id int PRIMARY KEY, client_secret varchar(64), redirect_uri varchar(200));
CREATE TABLE cash_receipt (id int PRIMARY KEY, amount decimal(10,2));
"""


@pytest.mark.parametrize("entity, table", [
    ("客户", "crm_clients"), ("customer", "crm_clients"),
    ("estimate", "crm_estimates"), ("报价单", "crm_estimates"), ("quote", "crm_estimates"),
    ("goods receipt", "wms_goods_recpt"), ("goods receipt line", "wms_goods_recpt_line"),
    ("process definition", "wf_flow_define"), ("流程定义", "wf_flow_define"),
    ("流程委托", "wf_flow_surrogate"), ("支付回调", "pay_callback"), ("payment callback", "pay_callback"),
    ("文章扩展", "cms_article_ext"), ("article extension", "cms_article_ext"),
])
def test_business_words_find_tables_named_otherwise(ddl_index, entity, table):
    assert answer(ddl_index(AGENCY), entity=entity) == ("resolved", table)


def test_an_abbreviation_is_read_only_as_a_whole_token(ddl_index):
    # `ext` is never found inside `text`, nor `recpt` read into anything but a receipt.
    result = ask(ddl_index(AGENCY), entity="扩展")
    assert "cms_text_template" not in [c["table"] for c in result["candidates"]]
    assert (result["resolved"] or {}).get("table") != "cms_text_template"


def test_a_table_named_for_the_word_still_comes_first(ddl_index):
    assert answer(ddl_index(FRIENDS), entity="customer") == ("resolved", "customer")
    assert answer(ddl_index(FRIENDS), entity="客户") == ("resolved", "customer")


@pytest.mark.parametrize("entity, table", [
    ("instance of a flow", "wf_flow_instance"), ("instance of the flows", "wf_flow_instance"),
    ("definition of the flow", "wf_flow_define"),
])
def test_head_of_modifier_is_the_table_named_modifier_first(ddl_index, entity, table):
    assert answer(ddl_index(AGENCY), entity=entity) == ("resolved", table)


@pytest.mark.parametrize("text, reversed_words", [
    ("instance of a process", "process instance"), ("Lines of the Invoices", "invoice lines"),
    ("album by artist", None), ("copy of instance of flow", None), ("instance of", None), ("流程 of 实例", None),
])
def test_only_one_of_is_reversed(text, reversed_words):
    assert of_reversed(text) == reversed_words


@pytest.mark.parametrize("field, column", [
    ("手机", "client_mobile"), ("手机号", "client_mobile"), ("mobile", "client_mobile"),
    ("电话", "client_phone"), ("phone", "client_phone"),
])
def test_a_mobile_and_a_phone_column_each_keep_their_word(ddl_index, field, column):
    result = ask(ddl_index(AGENCY), entity="客户", fields=[field])
    assert result["status"] == "resolved"
    assert [c["column"] for c in result["resolved"]["columns"]] == [column]


@pytest.mark.asyncio
async def test_the_page_and_json_say_which_word_found_the_table(tmp_path):
    db = make_sqlite(tmp_path / "agency.db", AGENCY.replace(" int PRIMARY KEY", " INTEGER PRIMARY KEY"),
                     {"crm_clients": [(1, "Acme", "010-1234567", "13800000000", "a@acme.test")]})
    ds = Datasette([str(db)])
    await ds.invoke_startup()
    response = await ds.client.get("/-/dbgraph.json", params={"entity": "客户", "fields": "手机"})
    data = response.json()
    assert (response.status_code, data["status"], data["resolved"]["table"]) == (200, "resolved", "crm_clients")
    assert [c["column"] for c in data["resolved"]["columns"]] == ["client_mobile"]
    assert "client" in data["reason"]
    page = await ds.client.get("/-/dbgraph", params={"entity": "estimate"})
    assert page.status_code == 200 and "crm_estimates" in page.text


def test_a_date_condition_offers_every_date_column_run_together_with_its_word(index_conn):
    # `duedate` is due + date like `orderdate` is order + date: a condition on "date" must offer it too,
    # not only the columns whose first word the glossary happened to know.
    result = ask(index_conn("adventureworks"), entity="sales order", where={"date__gte": "2013-01-01"})
    assert result["status"] == "ambiguous"
    offered = {c["column"] for cand in result["candidates"] for c in cand["columns"]}
    assert {"orderdate", "duedate", "shipdate"} <= offered
    assert "duedate" in result["reason"]
