import sharp from 'sharp'

/**
 * Demo pictures for the blog, gallery and certificates, drawn here so seeding needs no network.
 * They hold no words: what a visitor reads about a picture is its alt text and caption, stored per
 * language beside it (see scene-text.ts).
 */
export type Scene = 'mill' | 'stack' | 'warehouse' | 'galvanizing' | 'truck' | 'lab' | 'certificate'

const W = 1200
const H = 800

function pipes(x0: number, y0: number, rows: number, r: number, colour: string): string {
  let out = ''
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < rows - row; i++) {
      const cx = x0 + i * 2 * r + row * r
      const cy = y0 - row * r * 1.73
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#59646e" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="#2d3640"/>`
    }
  }
  return out
}

function body(scene: Scene, hue: number): string {
  const steel = `hsl(${hue} 12% 72%)`
  switch (scene) {
    case 'mill':
      return `<rect x="140" y="330" width="520" height="260" fill="hsl(${hue} 20% 40%)"/><polygon points="140,330 400,220 660,330" fill="hsl(${hue} 22% 32%)"/><rect x="720" y="260" width="60" height="330" fill="#59646e"/><rect x="820" y="300" width="60" height="290" fill="#59646e"/>` +
        `<rect x="200" y="420" width="90" height="170" fill="#f2c14e"/><rect x="360" y="400" width="240" height="60" fill="#cfe3f0"/>`
    case 'stack':
      return pipes(220, 600, 6, 58, steel)
    case 'warehouse':
      return `<rect x="100" y="300" width="1000" height="300" fill="hsl(${hue} 15% 55%)"/>` + pipes(180, 590, 4, 40, steel) + pipes(640, 590, 5, 36, steel)
    case 'galvanizing':
      return `<rect x="160" y="470" width="880" height="130" rx="12" fill="hsl(${hue} 40% 45%)"/><rect x="160" y="440" width="880" height="40" fill="#9fb6c4"/>` +
        Array.from({ length: 8 }, (_, i) => `<rect x="${210 + i * 100}" y="250" width="24" height="230" fill="${steel}" stroke="#59646e" stroke-width="2"/>`).join('')
    case 'truck':
      return `<rect x="140" y="380" width="700" height="170" fill="hsl(${hue} 45% 42%)"/><rect x="840" y="420" width="200" height="130" rx="10" fill="hsl(${hue} 45% 32%)"/>` +
        `<rect x="870" y="440" width="120" height="50" fill="#cfe3f0"/>` + [240, 420, 700, 920].map((x) => `<circle cx="${x}" cy="570" r="45" fill="#2d3640"/>`).join('') + pipes(200, 360, 3, 40, steel)
    case 'lab':
      return `<rect x="180" y="420" width="840" height="40" fill="#8b6b4a"/><rect x="300" y="260" width="80" height="160" rx="8" fill="${steel}"/><rect x="520" y="300" width="220" height="120" rx="8" fill="#3d464d"/><rect x="540" y="320" width="180" height="80" fill="hsl(${hue} 60% 70%)"/><circle cx="880" cy="370" r="50" fill="none" stroke="#59646e" stroke-width="10"/>`
    case 'certificate':
      return `<rect x="260" y="120" width="680" height="520" rx="14" fill="#fffdf6" stroke="hsl(${hue} 40% 40%)" stroke-width="10"/><rect x="290" y="150" width="620" height="460" fill="none" stroke="hsl(${hue} 40% 60%)" stroke-width="3"/>` +
        // Bars where a real certificate has its title and text: shapes, never letters.
        `<rect x="420" y="230" width="360" height="40" rx="10" fill="hsl(${hue} 30% 45%)"/><rect x="480" y="290" width="240" height="16" rx="8" fill="#aab4bb"/>` +
        `<circle cx="820" cy="540" r="56" fill="hsl(${hue} 55% 45%)"/><circle cx="820" cy="540" r="40" fill="none" stroke="#fff" stroke-width="4"/>` +
        Array.from({ length: 5 }, (_, i) => `<rect x="340" y="${360 + i * 36}" width="${380 - i * 30}" height="12" rx="6" fill="#cfd6db"/>`).join('')
  }
}

export function contentImageSvg(scene: Scene, hue = 150): string {
  const sky = scene === 'certificate' ? `hsl(${hue} 30% 92%)` : `hsl(${hue + 60} 45% 85%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${sky}"/><rect y="600" width="${W}" height="200" fill="hsl(${hue} 10% 62%)"/>
${body(scene, hue)}
</svg>`
}

export async function contentImageJpeg(scene: Scene, hue?: number): Promise<Buffer> {
  return await sharp(Buffer.from(contentImageSvg(scene, hue))).jpeg({ quality: 78 }).toBuffer()
}
