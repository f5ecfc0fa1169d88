# The Debian package, built by CPack from the install rules (scripts/package):
# build/package/marienbad_<version>_amd64.deb, installed under /usr (the program in /usr/games),
# its dependencies found by dpkg-shlibdeps, section games. The version is the project's.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME marienbad)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/package)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "${MARIENBAD_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${MARIENBAD_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://${MARIENBAD_DOMAIN}/")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # marienbad_<version>_<architecture>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own French (the window's buttons and dialogs) when a French player starts it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-translations-l10n)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Debian's synopsis (no article, no full stop) and long description (lines under 80 columns,
# paragraphs apart; CPack indents them and writes " ." for the blank lines).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION [=[
Marienbad plays four games of the Nim family: Nim, where a move takes one
or more pieces from a single pile; the pawn on a grid, pushed right or down
around banned cells into the sink; the matchstick row, where a move takes one
to three matches standing side by side; and the queen on a grid, pushed any
number of cells right, down or diagonally into the sink (Wythoff's game).

The computer plays at one of four levels, from random moves to perfect play,
and explains why a move wins (the binary matrix of Nim, the Grundy values of
the grid, the runs of the row, the pairs of the queen). A hint at any turn, undo and redo, a review
of every move at the end, and records to replay or resume a game.

It plays in a window with the mouse (Qt), full screen in a terminal
(ncurses), or line by line from a script, in English or French. The solve,
octal and misere commands answer any position, compute the nim-sequence of
an octal game and its misère quotient.]=])

include(CPack)
