"""types/model.d.ts, the page's types, says what app/model.py says: every dataclass of the table
model is an interface of the same name with the same fields of the same types, and every
interface of the model's part of the file is a dataclass (a field added on one side only, or typed
differently, fails here). docs/table-model.md, written for the painter, names every field."""
import dataclasses
import inspect
import re
from pathlib import Path

from app import model
from tests.app.mirror import aliases, py_alias, python, typescript

DECLARATIONS = Path(__file__).resolve().parents[2] / "types" / "model.d.ts"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "table-model.md"
MODEL_PART_ENDS = "// --- the worker protocol"


def dataclasses_of_the_model() -> dict[str, type]:
    return {name: cls for name, cls in vars(model).items()
            if inspect.isclass(cls) and dataclasses.is_dataclass(cls) and cls.__module__ == model.__name__}


def model_interfaces() -> set[str]:
    part = DECLARATIONS.read_text().split(MODEL_PART_ENDS, 1)[0]
    return {line.split()[2] for line in part.splitlines() if line.startswith("export interface ")}


def test_every_dataclass_of_the_model_is_its_interface_field_for_field() -> None:
    declared = typescript(DECLARATIONS)
    classes = dataclasses_of_the_model()
    assert set(classes) == model_interfaces()
    for name, cls in classes.items():
        assert python(cls) == declared[name], name


def test_the_models_word_lists_are_the_same_on_both_sides() -> None:
    declared = aliases(DECLARATIONS)
    for name in ("Intent", "AnimKind", "ZoneKind"):
        assert py_alias(getattr(model, name)) == declared[name], name


def test_the_painters_description_names_every_field() -> None:
    text = DOCS.read_text()
    missing = [f"{name}.{f.name}" for name, cls in dataclasses_of_the_model().items()
               for f in dataclasses.fields(cls) if not re.search(rf"\b{f.name}\b", text)]
    assert missing == []


def test_the_check_sees_a_field_that_differs() -> None:
    @dataclasses.dataclass
    class Colour:
        key: str
        name: int | None
    assert python(Colour) == {"key": "string", "name": "null | number"} != typescript(DECLARATIONS)["Colour"]
