"""``Tile``: how the emitter holds a value, a layout and one C expression per distinct register."""
from __future__ import annotations

from dataclasses import dataclass, field

from .layout import LinearLayout


@dataclass
class Tile:
    """An emitted value: its layout, element type and ``{canonical register: C expression}``."""

    layout: LinearLayout
    elem: object
    regs: dict
    _by_coord: dict = field(default=None, repr=False)

    def at(self, coord: tuple) -> str:
        """The expression of the register holding register-coordinate ``coord``."""
        if self._by_coord is None:
            self._by_coord = {}
            for r, e in self.regs.items():
                self._by_coord.setdefault(self.layout.reg_coord(r), e)
        return self._by_coord[coord]

    def reg(self, r: int) -> str:
        return self.at(self.layout.reg_coord(r))

    @property
    def scalar(self) -> str:
        assert not self.layout.shape
        return self.regs[0]
