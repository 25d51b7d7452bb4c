"""The values tiledsl's environment variables take (tiledsl/knobs.py, docs/launch.md).

Every on/off variable takes the same words (1/on/true/yes, 0/off/false/no; any case, spaces
around ignored; empty = unset = its default) and refuses anything else with a message naming
the variable, the value and the words. Found 2026-12: ``TILEDSL_HOIST_LOADS=false`` turned
hoisting on (codegen/schedule.py read the variable itself), ``TILEDSL_DEBUG=off`` turned
debugging on (tiledsl/errors.py did), several switches took any typo silently, and
``TILEDSL_ORDER=reverse:3`` dropped its seed without a word.
"""
from __future__ import annotations

import os

import numpy as np
import pytest

import tiledsl
from tiledsl import knobs
from tiledsl.checkspec import SpecError, parse_order
from tiledsl.errors import TileLaunchError, debug_enabled

EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples")

#: every on/off variable: (reader, value when on, value when off, default)
SWITCHES = {
    "TILEDSL_DEBUG": (knobs.debug, True, False, False),
    "TILEDSL_INTERPRET": (knobs.interpret, True, False, False),
    "TILEDSL_PRINT_AUTOTUNING": (knobs.print_autotuning, True, False, False),
    "TILEDSL_AUTOTUNE_STRICT": (knobs.autotune_strict, True, False, False),
    "TILEDSL_OCCUPANCY": (knobs.occupancy, "auto", "off", "auto"),
    "TILEDSL_HOIST_LOADS": (knobs.hoist_loads, True, False, False),
    "TILEDSL_STREAM_STORES": (knobs.stream_stores, True, False, False),
    "TILEDSL_LOAD_NC": (knobs.load_nc, True, False, True),
    "TILEDSL_BREAKPOINT": (knobs.breakpoints, True, False, True),
    "TILEDSL_TMA": (knobs.tma, True, False, True),
    "TILEDSL_GROUPED_ORDER": (knobs.grouped_order, True, False, True),
    "TILEDSL_PINGPONG": (knobs.pingpong, True, False, True),
    "TILEDSL_CLUSTER": (knobs.cluster, True, False, False),
    "TILEDSL_STREAM_K": (knobs.stream_k, True, False, False),
    "TILEDSL_WGMMA_IN_FLIGHT": (knobs.wgmma_in_flight, True, False, True),
    "TILEDSL_TMA_STORE": (knobs.tma_store, True, False, True),
    "TILEDSL_LOOP_VERSIONING": (knobs.loop_versioning, True, False, True),
    "TILEDSL_PINGPONG_TILES": (knobs.pingpong_tiles, True, False, True),
    "TILEDSL_DOT_OVERLAP": (knobs.dot_overlap, True, False, True),
}
ON = ["1", "on", "true", "yes", "ON", "True", "YES", " 1 ", "\ton\n"]
OFF = ["0", "off", "false", "no", "OFF", "False", "No", " 0 ", " off\n"]
JUNK = ["maybe", "2", "-1", "onn", "y", "n", "enable", "disabled", "1.0", "0x1", "o n", "t"]


def junk_message(name: str, value: str) -> str:
    auto = "auto, " if name == "TILEDSL_OCCUPANCY" else ""  # its default, named too
    return (f"{name}={value!r}: use {auto}1/on/true/yes or 0/off/false/no (or unset it for the "
            f"default)")


def test_the_table_covers_every_switch():
    """A new on/off variable in knobs.SWITCHES must be added to this file's table."""
    assert set(SWITCHES) == set(knobs.SWITCHES)
    assert set(knobs.SWITCHES) <= set(knobs.ALL)
    assert knobs.ON_WORDS == ("1", "on", "true", "yes")
    assert knobs.OFF_WORDS == ("0", "off", "false", "no")


@pytest.mark.parametrize("name", SWITCHES)
@pytest.mark.parametrize("value, which", [(v, "on") for v in ON] + [(v, "off") for v in OFF])
def test_on_and_off_words(clean_env, name, value, which):
    read, on, off, _default = SWITCHES[name]
    clean_env.setenv(name, value)
    assert read() == (on if which == "on" else off)


@pytest.mark.parametrize("name", SWITCHES)
@pytest.mark.parametrize("value", [None, "", "  "])
def test_unset_or_empty_is_the_default(clean_env, name, value):
    read, _on, _off, default = SWITCHES[name]
    if value is not None:
        clean_env.setenv(name, value)
    assert read() == default


@pytest.mark.parametrize("name", SWITCHES)
@pytest.mark.parametrize("value", JUNK + [" Maybe "])
def test_junk_is_refused_naming_the_variable_and_value(clean_env, name, value):
    read = SWITCHES[name][0]
    clean_env.setenv(name, value)
    with pytest.raises(TileLaunchError) as e:
        read()
    assert str(e.value) == junk_message(name, value)
    assert name in str(e.value) and repr(value) in str(e.value)


def test_occupancy_also_takes_auto(clean_env):
    for v in ("auto", "AUTO", " Auto "):
        clean_env.setenv("TILEDSL_OCCUPANCY", v)
        assert knobs.occupancy() == "auto"


# ------------------------------------------------------------ the places that read them
def emit_layernorm() -> str:
    k = tiledsl.load(os.path.join(EXAMPLES, "layernorm.tile")).layernorm
    return k.emit("cuda", BLOCK=1024)


def test_hoist_loads_off_words_do_not_hoist(clean_env):
    """The reported bug: false/no/OFF (anything but 0, off and empty) turned hoisting on."""
    plain = emit_layernorm()
    clean_env.setenv("TILEDSL_HOIST_LOADS", "1")
    hoisted = emit_layernorm()
    assert hoisted != plain
    for v in OFF + ["", " "]:
        clean_env.setenv("TILEDSL_HOIST_LOADS", v)
        assert emit_layernorm() == plain, v
    for v in ("on", "TRUE", " yes "):
        clean_env.setenv("TILEDSL_HOIST_LOADS", v)
        assert emit_layernorm() == hoisted, v


@pytest.mark.parametrize("name, message", [
    (n, junk_message(n, "zz")) for n in
    ("TILEDSL_OCCUPANCY", "TILEDSL_HOIST_LOADS", "TILEDSL_STREAM_STORES", "TILEDSL_LOAD_NC",
     "TILEDSL_TMA", "TILEDSL_GROUPED_ORDER", "TILEDSL_PINGPONG", "TILEDSL_CLUSTER",
     "TILEDSL_STREAM_K", "TILEDSL_WGMMA_IN_FLIGHT", "TILEDSL_TMA_STORE",
     "TILEDSL_LOOP_VERSIONING", "TILEDSL_PINGPONG_TILES", "TILEDSL_DOT_OVERLAP")
] + [("TILEDSL_LOAD_OTHER", "TILEDSL_LOAD_OTHER='zz': use select, init or ptx (or unset it "
                            "for select)"),
     ("TILEDSL_ACC_STORE", "TILEDSL_ACC_STORE='zz': use convert or direct (or unset it "
                           "for convert)")])
def test_emit_refuses_every_bad_codegen_variable(clean_env, examples_dir, name, message):
    """Every code-generation variable is checked whenever a kernel is emitted, even one the
    kernel's code never consults (vector_add has no masked ``other`` loads in ptx form and
    emitting does not rebuild for occupancy): `tiledsl emit` used to accept
    TILEDSL_OCCUPANCY=zz and TILEDSL_LOAD_NC=zz."""
    assert set(knobs.CODEGEN) == {"TILEDSL_OCCUPANCY", "TILEDSL_HOIST_LOADS",
                                  "TILEDSL_STREAM_STORES", "TILEDSL_LOAD_OTHER",
                                  "TILEDSL_LOAD_NC", "TILEDSL_TMA", "TILEDSL_GROUPED_ORDER",
                                  "TILEDSL_PINGPONG", "TILEDSL_CLUSTER",
                                  "TILEDSL_STREAM_K", "TILEDSL_WGMMA_IN_FLIGHT",
                                  "TILEDSL_TMA_STORE", "TILEDSL_LOOP_VERSIONING",
                                  "TILEDSL_ACC_STORE", "TILEDSL_PINGPONG_TILES",
                                  "TILEDSL_DOT_OVERLAP"}
    k = tiledsl.load(examples_dir / "vector_add.tile").vector_add
    k.emit("cuda", BLOCK=256)
    clean_env.setenv(name, "zz")
    with pytest.raises(TileLaunchError) as e:
        k.emit("cuda", BLOCK=256)
    assert str(e.value) == message
    with pytest.raises(TileLaunchError) as e:  # refused again, not remembered as fine
        k.emit("cuda", BLOCK=128)
    assert str(e.value) == message
    clean_env.delenv(name)
    k.emit("cuda", BLOCK=256)


def test_codegen_variables_are_read_afresh(clean_env):
    """knobs.codegen() parses the sixteen together and keeps the result only while their raw
    values stay the same."""
    assert knobs.codegen() == knobs.Codegen("auto", False, False, "select", True, True, True, True, False,
                                            False, True, True, True, "convert", True, True)
    clean_env.setenv("TILEDSL_HOIST_LOADS", "yes")
    clean_env.setenv("TILEDSL_LOAD_OTHER", "PTX")
    assert knobs.codegen() == knobs.Codegen("auto", True, False, "ptx", True, True, True, True, False,
                                            False, True, True, True, "convert", True, True)
    os.environ["TILEDSL_HOIST_LOADS"] = "no"  # a plain os.environ write is seen too
    assert knobs.hoist_loads() is False
    clean_env.setenv("TILEDSL_OCCUPANCY", "sometimes")
    for read in (knobs.hoist_loads, knobs.load_other, knobs.occupancy):  # any one checks all
        with pytest.raises(TileLaunchError, match="^TILEDSL_OCCUPANCY='sometimes': "):
            read()
    clean_env.setenv("TILEDSL_OCCUPANCY", "0")
    assert knobs.codegen() == knobs.Codegen("off", False, False, "ptx", True, True, True, True, False,
                                            False, True, True, True, "convert", True, True)
    clean_env.setenv("TILEDSL_ACC_STORE", " Direct ")
    assert knobs.acc_store() == "direct"


def test_debug_off_words_mean_off(clean_env):
    """tiledsl/errors.py read TILEDSL_DEBUG itself: every value but empty and 0 meant on."""
    for v in OFF + [""]:
        clean_env.setenv("TILEDSL_DEBUG", v)
        assert debug_enabled() is False, v
    clean_env.setenv("TILEDSL_DEBUG", "on")
    assert debug_enabled() is True


def test_a_junk_debug_variable_is_refused_by_public_calls(clean_env):
    clean_env.setenv("TILEDSL_DEBUG", "maybe")
    with pytest.raises(TileLaunchError) as e:
        tiledsl.compile("kernel k(o: *fp32):\n    store(o, 1.0)\n")
    assert str(e.value) == junk_message("TILEDSL_DEBUG", "maybe")


def test_a_junk_breakpoint_variable_is_refused_at_launch(tile, clean_env):
    k = tile("""
        kernel k(o: *fp32):
            breakpoint()
            store(o, 1.0)
        """).k
    out = np.zeros(1, np.float32)
    clean_env.setenv("TILEDSL_BREAKPOINT", "0")
    k[(1,)](out)
    assert out[0] == 1.0
    clean_env.setenv("TILEDSL_BREAKPOINT", "maybe")
    with pytest.raises(TileLaunchError) as e:
        k[(1,)](out)
    assert str(e.value) == junk_message("TILEDSL_BREAKPOINT", "maybe")


def test_print_autotuning_reads_the_same_words(clean_env):
    from tiledsl.autotune import report

    clean_env.setenv("TILEDSL_PRINT_AUTOTUNING", "False")
    assert report.print_enabled() is False
    clean_env.setenv("TILEDSL_PRINT_AUTOTUNING", "maybe")
    with pytest.raises(TileLaunchError, match="^TILEDSL_PRINT_AUTOTUNING='maybe': use "):
        report.print_enabled()


# ------------------------------------------------------------------------ TILEDSL_ORDER
@pytest.mark.parametrize("value, want", [
    ("random:3", ("random", 3)), (" Random:7 ", ("random", 7)), ("reverse", ("reverse", None)),
    ("default", ("default", None)), ("", ("default", None)), ("random", ("random", None)),
])
def test_order_forms(value, want):
    assert parse_order(None, environ={"TILEDSL_ORDER": value}) == want


@pytest.mark.parametrize("value", ["reverse:3", "default:3", "REVERSE:0", "reverse:"])
def test_order_seed_only_after_random(value):
    """TILEDSL_ORDER=reverse:3 used to drop the seed without a word."""
    with pytest.raises(SpecError) as e:
        parse_order(None, environ={"TILEDSL_ORDER": value})
    assert str(e.value) == (
        f"TILEDSL_ORDER={value!r}: only random takes a seed; use default, reverse, random or "
        f"random:SEED (TILEDSL_SEED sets the seed that check='order' shuffles with)")


def test_order_junk_names_the_whole_value():
    with pytest.raises(SpecError) as e:
        parse_order(None, environ={"TILEDSL_ORDER": "shuffle:3"})
    assert str(e.value) == ("TILEDSL_ORDER must be one of 'default', 'reverse', 'random', got "
                            "'shuffle:3'")


def test_order_seed_refused_at_launch(tile, clean_env):
    k = tile("""
        kernel k(o: *fp32):
            store(o + program_id(0), 1.0)
        """).k
    out = np.zeros(4, np.float32)
    clean_env.setenv("TILEDSL_ORDER", "reverse:3")
    with pytest.raises(TileLaunchError, match=r"^TILEDSL_ORDER='reverse:3': only random takes a "
                                              r"seed; use default, reverse, random or "
                                              r"random:SEED"):
        k[(4,)](out)
    assert not out.any()
    clean_env.setenv("TILEDSL_ORDER", "random:3")
    k[(4,)](out)
    assert (out == 1).all()
