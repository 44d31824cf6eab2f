"""The table in Firefox, by clicks on what the page paints (the WebKit suite's tests, in Firefox): a
whole Deal game and its replay link, a whole Bid game, a card picked, played and undone, a payment, a
sealed bid behind the hot-seat curtain, a few turns at the normal pace with the stage."""
from e2e_webkit.test_webkit_play import (
    test_a_card_picked_then_played_then_undone,
    test_a_few_turns_at_the_normal_pace_with_the_stage,
    test_a_payment,
    test_a_sealed_bid_behind_the_hot_seat_curtain,
    test_a_whole_bid_game,
    test_a_whole_deal_game_then_its_replay_link,
)

__all__ = ["test_a_few_turns_at_the_normal_pace_with_the_stage", "test_a_payment",
           "test_a_sealed_bid_behind_the_hot_seat_curtain", "test_a_whole_bid_game",
           "test_a_whole_deal_game_then_its_replay_link", "test_a_card_picked_then_played_then_undone"]
