// ISA-L (Intel's Intelligent Storage Acceleration Library): igzip, the DEFLATE compressor the
// PNG writer uses, and its CRC-32. Debian: libisal-dev.
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
