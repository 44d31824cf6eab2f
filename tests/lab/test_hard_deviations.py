"""lab/hard_deviations.py: Hard and Normal decide the same positions and the count is printed."""
import re

import pytest

from lab.hard_deviations import main

# A diagnostic of the lab, not part of the product: run with -m slow.
pytestmark = pytest.mark.slow


def test_it_counts_the_positions_where_hard_differs(capsys) -> None:
    assert main(["deal", "--positions", "3", "--iterations", "6"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    found = re.fullmatch(r"deal: Hard left Normal's move in (\d+) of (\d+) positions .*", last)
    assert found and int(found.group(1)) <= int(found.group(2)) == 3
