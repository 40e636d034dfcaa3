"""Privacy through the relay, for every title: at one table two seats' phones come through the
relay (relay/ under workerd, each from its own address) and one over the LAN, and a fourth phone
joined the room without a seat. Every view a link receives is one the game sent to that link's own
seat: no link ever receives another seat's view (its hidden cards, its keys), and the phone
without a seat receives none. The views differ between seats (each holds what only its seat may
see), so the check is not empty. The LAN alone: tests/phones/test_phone_tables.py."""
from __future__ import annotations

import pytest
from catalogued import phone_seats
from driving import push_table

from game import catalogue
from phoning import Phone, frames_until
from relaying import online

SECONDS = 6  # game seconds each table runs (bots move, views change)


def views_of(phone: Phone) -> list[dict]:
    """The views the phone received since last asked (without their link's version)."""
    views = []
    while True:
        try:
            message = phone.receive(0.05)
        except TimeoutError:
            return views
        if message["t"] == "view":
            views.append({key: value for key, value in message.items() if key != "v"})


def seat_specific(sent: dict[str, list[dict]], device: str) -> bool:
    """Whether some view sent to `device` was sent to no other seat."""
    others = [view for other, views in sent.items() if other != device for view in views]
    return any(view not in others for view in sent[device])


@pytest.mark.parametrize("title_id", [title.id for title in catalogue.TITLES])
def test_no_link_through_the_relay_ever_receives_another_seats_view(app, phones, local_relay, monkeypatch, title_id):
    app.settings.privacy = "open"  # even with cards open on the big screen, a seat's phone view is its own
    target = online(phones, local_relay)
    title = catalogue.by_id(title_id)
    count = phone_seats(title)
    dialled = [target, target, phones][:count]
    seated = [Phone(where) for where in dialled]
    for number, phone in enumerate(seated):
        phone.join(f"Seat{number}")
    watcher = Phone(target)
    watcher.join("Watcher")
    devices = phones.devices()
    humans = dict(enumerate(devices[:len(seated)]))
    assert [phones.remote(device) for device in humans.values()] == [True, True, False][:len(seated)]

    sent: dict[str, list[dict]] = {device: [] for device in devices}
    real_send = phones.send

    def recording(device: str, message: dict) -> None:
        if message.get("t") == "view":
            sent[device].append(message)
        real_send(device, message)
    monkeypatch.setattr(phones, "send", recording)

    table = push_table(app, title, title.scene_class(), count, humans=humans)
    got: dict[str, list[dict]] = {device: [] for device in devices}
    frames_until(app, lambda: all(sent[device] for device in humans.values()))
    for _ in range(SECONDS * 2):
        for _ in range(15):
            app.frame(1 / 30)
        for phone, device in zip(seated + [watcher], devices):
            got[device] += views_of(phone)
    assert app.top is table

    for device in humans.values():
        assert got[device], f"{title_id}: {phones.name(device)} got no view"
        for view in got[device]:
            assert view in sent[device], f"{title_id}: {phones.name(device)} got a view not its own"
        assert seat_specific({d: sent[d] for d in humans.values()}, device), f"{title_id}: views alike"
    assert not [view for view in got[devices[-1]] if view.get("rows") or view.get("buttons")]
