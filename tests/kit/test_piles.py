"""The kit's piles: a stack's layers follow its count, a flip turns from back to face."""
from game.kit.piles import Flip, draw_stack
from game.ui import canvas

BACK, FACE = (0, 0, 200), (200, 0, 0)


def card(colour):
    image = canvas.new((40, 60))
    image.fill(colour)
    return image


def test_a_stack_has_a_layer_per_eight_cards_up_to_five_and_its_label_below():
    for count, layers in ((0, 0), (1, 1), (8, 1), (9, 2), (200, 5)):
        surface = canvas.new((200, 200))
        label = draw_stack(surface, card(BACK), (100, 80), count, card((0, 200, 0)))
        top = 100 - 2 * (layers - 1)
        assert (surface.surface.get_at((top - 19, 80 - 2 * (layers - 1) - 29))[:3] == BACK) == (layers > 0)
        assert surface.surface.get_at((100 - 2 * layers - 19, 80 - 2 * layers - 29))[:3] != BACK
        assert label.midtop == (100, 80 + 30 + 8)


def test_a_flip_shows_the_back_then_the_face_narrow_in_the_middle():
    flip = Flip(1.0, delay=0.5, back=card(BACK), face=card(FACE), centre=(50, 50))
    assert flip.image() is None  # still waiting for its delay
    widths = []
    for age, colour in ((0.6, BACK), (0.95, BACK), (1.1, FACE), (1.5, FACE)):
        flip.age = age
        image = flip.image()
        widths.append(image.get_width())
        assert image.surface.get_at((image.get_width() // 2, 30))[:3] == colour and image.get_height() == 60
    assert widths[1] < widths[0] and widths[2] < widths[3] == 40
    flip.face, flip.age = None, 1.2  # a peek seen by others turns back to the back
    assert flip.image().surface.get_at((0, 0))[:3] == BACK
