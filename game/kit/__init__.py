"""What every table shares: the table scene base, seat panels, log, layout, flights, banners, widgets."""
