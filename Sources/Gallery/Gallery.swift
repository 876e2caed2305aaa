// Swift layout-description files of Masonry's example app (being written; see issue 4).
