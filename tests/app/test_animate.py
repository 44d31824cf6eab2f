"""Animations from engine events: areas of the model, and no id of a card the viewer cannot see."""
from app.animate import anims
from app.model import Anim
from game.core.events import Event


def test_moves_map_to_model_areas_and_hidden_cards_travel_face_down():
    events = [Event("property", "", {"cards": [5], "from": "hand:1", "to": "table:1"}),
              Event("draw", "", {"seat": 0, "count": 2}, {0: "You draw: 1M, 2M."}),
              Event("pay", "", {"cards": [7, 9], "payer": 1, "receiver": 0, "total": 3, "amount": 3}),
              Event("auction", "", {"cards": [3], "from": "property_pile", "to": "auction"}),
              Event("place", "", {"cards": [4], "to": "table:0"}),
              Event("reveal", "", {"card": 3, "bids": [{"seat": 2, "total": 4, "values": [4]}]})]
    assert anims(events, visible={5, 7, 3, 4}) == [
        Anim(5, "hand:1", "sets:1"), Anim(None, "draw", "hand:0"), Anim(None, "draw", "hand:0"),
        Anim(7, "seat:1", "seat:0"), Anim(None, "seat:1", "seat:0"), Anim(3, "props", "auction"),
        Anim(4, "sets:0", "sets:0", "fade"), Anim(None, "seat:2", "seat:2", "flip")]
