"""Best-bound-first search reads, per object, which of a request's concepts its name and comment
postings hold as bitmasks (index/store.py, `best_bounds`). A request of more words than one mask
holds gets one mask per block of concepts: the bounds are those of the same words numbered low."""

import pytest

from datasette_dbgraph import rules
from datasette_dbgraph.index.records import BoundTerm
from datasette_dbgraph.index.store import MASK_BITS, Store

DDL = """
CREATE TABLE `order_info` (`id` bigint PRIMARY KEY, `pay_status` tinyint COMMENT '支付状态') COMMENT='订单信息表';
CREATE TABLE `order_pay` (`id` bigint PRIMARY KEY, `order_id` bigint COMMENT '订单ID') COMMENT='订单支付记录';
CREATE TABLE `pay_log` (`id` bigint PRIMARY KEY, `amount` decimal(10,2) COMMENT '金额') COMMENT='支付日志';
CREATE TABLE `member` (`id` bigint PRIMARY KEY, `nickname` varchar(32) COMMENT '昵称') COMMENT='会员表';
"""

WORDS = [("订单", 1.0, 0.9, False), ("order", 0.9, 0.9, False), ("支付", 1.0, 0.6, True), ("pay", 0.9, 0.6, True),
         ("记录", 1.0, 0.4, False), ("日志", 0.85, 0.4, False)]
CONCEPT_OF = {"订单": 0, "order": 0, "支付": 1, "pay": 1, "记录": 2, "日志": 2}
PARAMETERS = {"entity_total": 1.9, "column_bound": 0.1, "column_coverage": 0.0, "coverage_total": 1.9}


def bounds(conn, numbering: dict[int, int]) -> list[tuple[int, float]]:
    query = [BoundTerm(term, numbering[CONCEPT_OF[term]], factor, weight, head, True)
             for term, factor, weight, head in WORDS]
    cursor = Store(conn).best_bounds(query, rules.score_bound_sql(), rules.term_evidence_sql(), PARAMETERS)
    return cursor.fetchall()


@pytest.mark.parametrize("numbering", [{0: 0, 1: MASK_BITS, 2: MASK_BITS + 1},
                                       {0: MASK_BITS - 1, 1: 2 * MASK_BITS + 5, 2: 3},
                                       {0: 150, 1: 151, 2: 199}])
def test_concepts_past_one_mask_bound_as_the_first_ones(ddl_index, numbering):
    conn = ddl_index(DDL)
    low = bounds(conn, {0: 0, 1: 1, 2: 2})
    assert bounds(conn, numbering) == low
    # The payment records hold all three words: their bound leads; the members hold none.
    names = dict(conn.execute("select id, name from objects"))
    assert [names[oid] for oid, _ in low][:1] == ["order_pay"]
    assert "member" not in {names[oid] for oid, _ in low}
    assert len({round(ub, 9) for _, ub in low}) > 1
