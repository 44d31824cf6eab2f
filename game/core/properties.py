"""The property colours both games share: keys, display names, set sizes, classic US board names."""

COLORS: tuple[str, ...] = ("brown", "light_blue", "pink", "orange", "red", "yellow", "green",
                           "dark_blue", "railroad", "utility")

COLOR_NAMES: dict[str, str] = {
    "brown": "Brown", "light_blue": "Light Blue", "pink": "Pink", "orange": "Orange", "red": "Red",
    "yellow": "Yellow", "green": "Green", "dark_blue": "Dark Blue", "railroad": "Railroad",
    "utility": "Utility",
}

# A colour's number of property cards is also its full-set size.
SET_SIZE: dict[str, int] = {
    "brown": 2, "light_blue": 3, "pink": 3, "orange": 3, "red": 3, "yellow": 3, "green": 3,
    "dark_blue": 2, "railroad": 4, "utility": 2,
}

PROPERTY_NAMES: dict[str, tuple[str, ...]] = {
    "brown": ("Mediterranean Avenue", "Baltic Avenue"),
    "light_blue": ("Oriental Avenue", "Vermont Avenue", "Connecticut Avenue"),
    "pink": ("St. Charles Place", "States Avenue", "Virginia Avenue"),
    "orange": ("St. James Place", "Tennessee Avenue", "New York Avenue"),
    "red": ("Kentucky Avenue", "Indiana Avenue", "Illinois Avenue"),
    "yellow": ("Atlantic Avenue", "Ventnor Avenue", "Marvin Gardens"),
    "green": ("Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue"),
    "dark_blue": ("Park Place", "Boardwalk"),
    "railroad": ("Reading Railroad", "Pennsylvania Railroad", "B. & O. Railroad", "Short Line"),
    "utility": ("Electric Company", "Water Works"),
}
