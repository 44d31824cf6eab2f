"""Draw the app icon: one list of shapes rendered to SVG and to PNG (a small pure-Python rasteriser).

    python tools/icons.py [--out dist/icons]

The build calls ``write_icons`` (see tools/build.py); nothing binary is committed.
"""
import argparse
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

GREEN = "#0f5132"
PNG_ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "maskable-512.png": (512, True)}
MASKABLE_SAFE_SCALE = 0.8  # maskable icons keep their content inside the central 80 % circle


@dataclass(frozen=True)
class Box:
    """A rounded rectangle in unit coordinates (0..1 across the icon)."""
    x0: float
    y0: float
    x1: float
    y1: float
    radius: float
    colour: str


# Two overlapping property cards on the table green: colour band on top, value lines below.
CARDS = (
    Box(0.20, 0.18, 0.58, 0.72, 0.05, "#f4efe4"),
    Box(0.20, 0.18, 0.58, 0.31, 0.05, "#c0392b"),
    Box(0.20, 0.27, 0.58, 0.31, 0.0, "#c0392b"),
    Box(0.42, 0.28, 0.80, 0.82, 0.05, "#ffffff"),
    Box(0.42, 0.28, 0.80, 0.41, 0.05, "#1f5fae"),
    Box(0.42, 0.37, 0.80, 0.41, 0.0, "#1f5fae"),
    Box(0.49, 0.50, 0.73, 0.54, 0.02, "#33443b"),
    Box(0.49, 0.60, 0.67, 0.64, 0.02, "#33443b"),
    Box(0.49, 0.70, 0.60, 0.74, 0.02, "#33443b"),
)


def shapes(maskable: bool) -> list[Box]:
    """The icon's boxes, back to front; the maskable variant is full-bleed with its content shrunk."""
    if not maskable:
        return [Box(0.0, 0.0, 1.0, 1.0, 0.2, GREEN), *CARDS]

    def shrink(v: float) -> float:
        return 0.5 + (v - 0.5) * MASKABLE_SAFE_SCALE

    cards = [Box(shrink(b.x0), shrink(b.y0), shrink(b.x1), shrink(b.y1), b.radius * MASKABLE_SAFE_SCALE,
                 b.colour) for b in CARDS]
    return [Box(0.0, 0.0, 1.0, 1.0, 0.0, GREEN), *cards]


def svg(maskable: bool = False) -> str:
    """The icon as an SVG document (viewBox 0 0 100 100)."""
    rects = "".join(
        f'<rect x="{b.x0 * 100:g}" y="{b.y0 * 100:g}" width="{(b.x1 - b.x0) * 100:g}" '
        f'height="{(b.y1 - b.y0) * 100:g}" rx="{b.radius * 100:g}" fill="{b.colour}"/>'
        for b in shapes(maskable))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
            f'<title>Deal &amp; Bid</title>{rects}</svg>\n')


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def coverage_row(box: Box, size: int, py: float, x_from: int, x_to: int) -> list[float]:
    """Anti-aliased coverage of ``box`` for pixel centres of one row (signed distance to the edge)."""
    r = box.radius * size
    cx, cy = (box.x0 + box.x1) * size / 2, (box.y0 + box.y1) * size / 2
    hx, hy = (box.x1 - box.x0) * size / 2 - r, (box.y1 - box.y0) * size / 2 - r
    qy = abs(py - cy) - hy
    out = []
    for px in range(x_from, x_to):
        qx = abs(px + 0.5 - cx) - hx
        outside = (max(qx, 0.0) ** 2 + max(qy, 0.0) ** 2) ** 0.5
        distance = outside + min(max(qx, qy), 0.0) - r
        out.append(min(1.0, max(0.0, 0.5 - distance)))
    return out


def raster(size: int, maskable: bool) -> list[list[list[float]]]:
    """RGBA pixels (floats 0..1, premultiplied) of the icon at ``size`` × ``size``."""
    pixels = [[[0.0, 0.0, 0.0, 0.0] for _ in range(size)] for _ in range(size)]
    for box in shapes(maskable):
        colour = [c / 255 for c in rgb(box.colour)]
        x_from, x_to = max(0, int(box.x0 * size) - 1), min(size, int(box.x1 * size) + 2)
        for y in range(max(0, int(box.y0 * size) - 1), min(size, int(box.y1 * size) + 2)):
            row = pixels[y]
            for x, a in zip(range(x_from, x_to), coverage_row(box, size, y + 0.5, x_from, x_to), strict=False):
                if a:
                    p = row[x]
                    for i in range(3):
                        p[i] = colour[i] * a + p[i] * (1 - a)
                    p[3] = a + p[3] * (1 - a)
    return pixels


def png(size: int, maskable: bool = False) -> bytes:
    """The icon as PNG bytes (8-bit RGBA, straight alpha)."""
    rows = bytearray()
    for row in raster(size, maskable):
        rows.append(0)  # filter type: none
        for r, g, b, a in row:
            if a:
                rows += bytes((round(r / a * 255), round(g / a * 255), round(b / a * 255), round(a * 255)))
            else:
                rows += b"\0\0\0\0"

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def write_icons(out: Path, values: dict[str, str] | None = None) -> None:
    """Write ``icons/`` (SVG + PNGs) into the site folder ``out`` (a tools/build.py POST_BUILD step)."""
    folder = out / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "icon.svg").write_text(svg())
    for name, (size, maskable) in PNG_ICONS.items():
        (folder / name).write_bytes(png(size, maskable))


def main() -> None:
    parser = argparse.ArgumentParser(description="Render the app icons.")
    parser.add_argument("--out", default="dist")
    write_icons(Path(parser.parse_args().out))


if __name__ == "__main__":
    main()
