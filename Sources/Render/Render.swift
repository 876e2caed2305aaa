// Render: display list, Cairo PNG and SVG back ends.
