En el Dios de comienzo creó el cielo y la tierra.
Y el dios dijo, Dejado allí ser ligero: y había ligero.
Y el dios vio la luz, que lo era bien: y el dios dividió la luz de la oscuridad.
Y el dios llamó el Día ligero, y la oscuridad llamó Noche. Y la tarde y la mañana eran el primer día.
Y el dios dijo, Dejado allí ser un firmamento en el midst de las aguas, y dejados divide las aguas de las aguas.
Y el dios llamó el Cielo de firmamento. Y la tarde y la mañana eran el segundo día.
Y el dios dijo, Dejado las aguas bajo el cielo ser reunido junto unto un sitio, y dejar la tierra seca parece: y era tan.
Y el dios llamó la Tierra de tierra seca; y el creciente junto de las aguas llamaron él Mares: y el dios vio que era bien.
Y el dios dijo, Dejado la tierra trae adelante hierba, la hierba semilla lucrativa, y el árbol de fruta fruta lucrativa después de su clase, cuya semilla es en él, a la tierra: y era tan.
Y la tierra trajo adelante hierba, y hierba semilla lucrativa después de su clase, y el árbol fruta lucrativa, cuya semilla era en él, después de su clase: y el dios vio que era bien.
Y la tarde y la mañana eran el tercer día.
Y el dios dijo, Dejado allí ser luces en el firmamento del cielo para dividir el día de la noche; y dejado les ser para signos, y para estaciones, y para días, y años:
Y dejado les ser para luces en el firmamento del cielo para dar ligero a la tierra: y era tan.
Y el dios hizo dos luces sumas; la luz más suma para gobernar el día, y la luz menor para gobernar la noche: hizo las estrellas también.
Y el dios les puso en el firmamento del cielo para dar ligero a la tierra,
Y para gobernar a lo largo del día y sobre la noche, y para dividir la luz de la oscuridad: y el dios vio que era bien.
Y la tarde y la mañana eran el cuarto día.
Y el dios dijo, Dejado las aguas traen adelante abundantemente la criatura emotiva que hath vida, y ave que puede volar por encima de la tierra en el firmamento abierto de cielo.
Y el dios creó ballenas sumas, y cada criatura viviente que moveth, el cual las aguas trajeron adelante abundantemente, después de su clase, y cada winged ave después de su clase: y el dios vio que era bien.
Y el dios bendecido les, refrán, Ser fructífero, y multiplicar, y llenar las aguas en los mares, y la ave dejada multiplica en la tierra.
Y la tarde y la mañana eran el quinto día.
Y el dios dijo, Dejado la tierra trae adelante la criatura viviente después de su clase, ganado, y arrastrándose cosa, y bestia de la tierra después de su clase: y era tan.
Y el dios hizo la bestia de la tierra después de su clase, y ganado después de su clase, y cada cosa que creepeth a la tierra después de su clase: y el dios vio que era bien.
Tan Dios hombre creado en su imagen propia, en la imagen de Dios creó él le; macho y la mujer creó él les.
Y el dios dijo, Behold, te he dado cada hierba que aguanta semilla, el cual es a la cara de toda la tierra, y cada árbol, en el cuál es la fruta de un árbol semilla lucrativa; a ti será para carne.
Y a cada bestia de la tierra, y a cada ave del aire, y a cada cosa que creepeth a la tierra, donde hay vida, he dado cada hierba verde para carne: y era tan.
Y el dios vio cada cosa que había hecho, y, behold, era muy bueno. Y la tarde y la mañana eran el sexto día.
Por ello los cielos y la tierra estuvieron acabados, y todo el anfitrión de ellos.
Y en el séptimo Dios de día acabó suyo obrar cuál había hecho; y descansó en el séptimo día de todo su obrar cuál había hecho.
Y el dios bendecido el séptimo día, y lo santificó: porque aquello en él había descansado de toda su obra qué Dios creado e hizo.
Estos son las generaciones de los cielos y de la tierra cuándo estuvieron creados, en el día que el Dios de SEÑOR hizo la tierra y los cielos,
Y cada planta del campo antes de que era en la tierra, y cada hierba del campo antes de que creció: para el Dios de SEÑOR no había causado lo para llover a la tierra, y no hubo un hombre para cultivar la tierra.
Pero allí remontó una neblina de la tierra, y abrevó la cara entera de la tierra.
Y el Dios de SEÑOR hombre formado del polvo de la tierra, y respirado a sus narinas el respiro de vida; y el hombre acaecía una alma viviente .
Y el Dios de SEÑOR plantó un jardín eastward en Eden; y allí puso el hombre quien había formado.
Y fuera de la tierra hizo el Dios de SEÑOR para crecer cada árbol que es agradable a la vista, y bueno para alimentario; el árbol de vida también en el midst del jardín, y el árbol de conocimiento de bueno y mal.
El nombre del primero es Pison: aquello es qué compasseth la tierra entera de Havilah, donde hay oro;
Y el oro de aquella tierra es bien: hay bdellium y el hueso de ónix.
Y el nombre del segundo río es Gihon: el mismo es que compasseth la tierra entera de Etiopía.
Y el nombre del tercer río es Hiddekel: aquello es qué goeth hacia el este de Assyria. Y el cuarto río es Euphrates.
Y el Dios de SEÑOR tomó el hombre, y puesto le al jardín de Eden para vestirlo y para mantenerlo.
Y el Dios de SEÑOR mandó el hombre, refrán, De cada árbol del jardín thou mayest libremente comer:
Pero del árbol del conocimiento de bueno y mal, thou shalt no comer de él: para en el día que thou eatest del mismo thou shalt seguramente dado.
Y el Dios de SEÑOR dijo, no es bien que el hombre tendría que ser sólo; le haré una ayuda cumple para él.
Y fuera de la tierra el Dios de SEÑOR formó cada bestia del campo, y cada ave del aire; y les trajo unto Adam para ver qué les llamaría: y cualquier Adam llamó cada criatura viviente, aquello era el nombre del mismo.
Y el Dios de SEÑOR causó un sueño profundo para caer a Adam, y durmió: y tomó uno de sus costillas, y cerrados arriba de la carne en cambio del mismo;
Y la costilla, el cual el Dios de SEÑOR había tomado de hombre, hizo él una mujer, y trajo su unto el hombre.
Y Adam dijo, Esto es ahora hueso de mis huesos, y carne de mi carne: se apellidará Mujer, porque estuvo tomada fuera de Hombre.
Por tanto un hombre deja su padre y su madre, y cleave unto su mujer: y serán una carne .
Y eran ambos en cueros, el hombre y su mujer, y no fue avergonzado.
Ahora la serpiente era más subtil que cualquier bestia del campo qué el Dios de SEÑOR había hecho. Y dijo unto la mujer, Yea, hath el dios dijo, Ye no comerá de cada árbol del jardín?
Y la mujer dicha unto la serpiente, podemos comer de la fruta de los árboles del jardín:
Pero de la fruta del árbol qué es en el midst del jardín, Dios hath dijo, Ye no comerá de él, tampoco ye lo toca, lest ye dado.
Y la serpiente dicha unto la mujer, Ye no seguramente dado:
Para Dios doth sabe que en el día ye come del mismo, entonces vuestros ojos serán abiertos, y ye será tan dioses, sabiendo buenos y mal.
Y cuándo la mujer vio que el árbol era bien para alimentario, y que era agradable a los ojos, y un árbol para ser deseado para hacer uno sensato, tomó de la fruta del mismo, y comió, y dio también unto su marido con su; y comió.
Y oyeron la voz del excursionismo de Dios del SEÑOR en el jardín en el fresco del día: y Adam y su mujer escondieron ellos de la presencia del Dios de SEÑOR entre los árboles del jardín.
Y el Dios de SEÑOR llamado unto Adam, y dicho unto le, Donde arte thou?
Y dijo, oí thy voz en el jardín, y era temeroso, porque era en cueros; y me escondí.
Y dijo, Quién dijo thee aquel thou wast en cueros? Hast thou Comido del árbol, de lo que mandé thee aquel thou shouldest no comer?
Y el Dios de SEÑOR dicho unto la mujer, Qué es esto aquel thou hast hecho? Y la mujer dijo, La serpiente beguiled me, y comí.
Y el Dios de SEÑOR dicho unto la serpiente, Porque thou hast hecho esto, thou el arte maldijo sobre todo ganado, y por encima de cada bestia del campo; a thy vientre shalt thou va, y polvo shalt thou come todos los días de thy vida:
Y pondré enemistad entre thee y la mujer, y entre thy semilla y su semilla; bruise thy jefa, y thou shalt bruise su talón.
Y unto Adam dijo, Porque thou hast hearkened unto la voz de thy mujer, y hast comido del árbol, del cual mandé thee, refrán, Thou shalt no comer de él: maldecido es la tierra para thy sake; en sorrow shalt thou come de él todos los días de thy vida;
Thorns también y cardos trae adelante a thee; y thou shalt come la hierba del campo;
En el sudor de thy cara shalt thou come pan, caja thou regreso unto la tierra; para fuera de él wast thou tomado: para polvo thou arte, y unto polvo shalt thou regreso.
Y Adam llamó nombre Eve de su mujer; porque era la madre de todo viviente.
Unto Adam también y a su mujer las capas de marca de Dios de SEÑOR de pieles, y clothed les.
Y el Dios de SEÑOR dijo, Behold, el hombre está acaecido como uno de nosotros, para saber bueno y mal: y ahora, lest puso adelante su mano, y tomar también del árbol de vida, y comer, y vivir para siempre:
Por eso el Dios de SEÑOR le envió adelante del jardín de Eden, para cultivar la tierra de whence estuvo tomado.
Así que condujo fuera del hombre; y colocó en el este del jardín de Eden Cherubims, y un flaming espada qué girado cada manera, para mantener la manera del árbol de vida.
Y Adam supo Eve su mujer; y concibió, y bare Cain, y dicho, he cogido un hombre del SEÑOR.
Y ella otra vez bare su hermano Abel. Y Abel era un keeper de ovejas, pero Cain era un tiller de la tierra.
Y en proceso de cronometrarlo vino para pasar, aquel Cain traído de la fruta de la tierra una ofrenda unto el SEÑOR.
Pero unto Cain y a su ofrenda hubo no respetar. Y Cain era muy wroth, y su countenance cayó.
Y el SEÑOR dicho unto Cain, Por qué arte thou wroth? Y por qué es thy countenance caído?
Si thou doest bien, shalt thou no ser aceptado? Y si thou doest no bien, pecado lieth en la puerta. Y unto thee será su deseo, y thou shalt regla encima le.
Y dijo, Qué hast thou hecho? La voz de thy la sangre del hermano crieth unto me de la tierra.
Y ahora arte thou maldecido de la tierra, el cual hath abierto su boca para recibir thy la sangre del hermano de thy mano;
Cuándo thou tillest la tierra, él no de ahora en adelante cosecha unto thee su fuerza; un fugitivo y un vagabond shalt thou ser en la tierra.
Y Cain dicho unto el SEÑOR, Mi castigo es más sumo que puedo aguantar.
Behold, thou hast conducido me fuera este día de la cara de la tierra; y de thy cara I ser escondido; y seré un fugitivo y un vagabond en la tierra; y vendrá para pasar, que cada uno aquello findeth me slay me.
Y el SEÑOR dijo unto le, Por eso whosoever slayeth Cain, la venganza será apechugada con le sevenfold. Y el SEÑOR puesto una marca a Cain, lest cualquier encontrándole le tendría que matar.
Y Cain salió de la presencia del SEÑOR, y morado en la tierra de Saludar con la cabeza, en el este de Eden.
Y unto Enoch nació Irad: e irad begat Mehujael: y Mehujael begat Methusael: y Methusael begat Lamech.
Y Lamech tomó unto le dos mujeres: el nombre del era Adah, y el nombre del otro Zillah.
Y Adah bare Jabal: era el padre de como morar en tiendas, y de como tener ganado.
Y el nombre de su hermano era Jubal: era el padre de todo como manejar el arpa y órgano.
Y Zillah, ella también bare Tubalcain, un instructer de cada artificer en latón y hierro: y la hermana de Tubalcain era Naamah.
Y Lamech dicho unto sus mujeres, Adah y Zillah, Oír mi voz; ye mujeres de Lamech, hearken unto mi habla: para tengo slain un hombre a mi hiriendo, y un hombre joven a mi dolido.
Si Cain será vengado sevenfold, verdaderamente Lamech setenta y sevenfold.
Y Adam supo su mujer otra vez; y ella bare un hijo, y llamó su nombre Seth: Para Dios, dijo ella, hath me nombré otra semilla en vez de Abel, quien Cain slew.
Y a Seth, a él también allí nació un hijo; y llamó su nombre Enos: entonces empezó hombres para llamar al nombre del SEÑOR.
Macho y la mujer creó él les; y bendecido les, y llamó su nombre Adam, en el día cuándo estuvieron creados.
Y Adam vivió un centenar y treinta años, y begat un hijo en su propio likeness, después de su imagen; y llamó su nombre Seth:
Y los días de Adam después de que tuvo begotten Seth era ochocientos años : y él begat hijos e hijas:
Y todos los días que Adam vivió era novecientos y treinta años: y murió.
Y Seth vivió un centenar y cinco años, y begat Enos:
Y Seth vivió después de que él begat Enos ochocientos y siete años, y begat hijos e hijas:
Y todos los días de Seth eran novecientos y doce años: y murió.
Y Enos vivió noventa años, y begat Cainan:
Y Enos vivido después de que él begat Cainan ochocientos y quince años, y begat hijos e hijas:
Y todos los días de Enos era novecientos y cinco años: y murió.
Y Cainan vivió setenta años, y begat Mahalaleel:
Y Cainan vivido después de que él begat Mahalaleel ochocientos y cuarenta años, y begat hijos e hijas:
Y todos los días de Cainan era novecientos y diez años: y murió.
Y Mahalaleel vivió sesenta y cinco años, y begat Jared:
Y todos los días de Mahalaleel era ochocientos noventa y cinco años: y murió.
Y Jared vivió un centenar sesenta y dos años, y él begat Enoch:
Y Jared vivió después de que él begat Enoch ochocientos años, y begat hijos e hijas:
Y todos los días de Jared eran novecientos sesenta y dos años: y murió.
Y Enoch vivió sesenta y cinco años, y begat Methuselah:
Y Enoch anduvo con Dios después de que él begat Methuselah trescientos años, y begat hijos e hijas:
Y todos los días de Enoch eran trescientos sesenta y cinco años:
Y Enoch anduvo con Dios: y no fue; para el dios le tomó.
Y Methuselah vivió un centenar ochenta y siete años, y begat Lamech:
Y Methuselah vivido después de que él begat Lamech sietecientos ochenta y dos años, y begat hijos e hijas:
Y todos los días de Methuselah era novecientos sesenta y nueve años: y murió.
Y Lamech vivió un centenar ochenta y dos años, y begat un hijo:
Y llamó su nombre Noah, refrán, Este mismo nos consolará concerniendo nuestra obra y trabajo duro de nuestras manos, debido a la tierra qué el SEÑOR hath maldijo.
Y Lamech vivido después de que él begat Noah cincocientos noventa y cinco años, y begat hijos e hijas:
Y todos los días de Lamech era sietecientos setenta y siete años: y murió.
Y Noah tenía cincocientos años : y Noah begat Shem, Jamón, y Japheth.
Y vino para pasar, cuándo los hombres empezaron para multiplicar en la cara de la tierra, y las hijas nacieron unto les,
Que los hijos de Dios vieron las hijas de hombres que eran justos; y les tomaron mujeres de todo cuál escogieron.
Y el SEÑOR dijo, Mi alcohol no siempre strive con hombre, para aquel también es carne: aún así sus días serán un centenar y veinte años.
Había gigantes en la tierra en aquellos días; y también después de que aquello, cuándo los hijos de Dios entraron unto las hijas de hombres, y ellos bare niños a ellos, igual acaecía muy hombres qué era de viejo, hombres de renombre.
Y el dios vio que el wickedness del hombre era sumo en la tierra, y que cada imaginación de los pensamientos de su corazón era mal único continuamente.
Y él repented el SEÑOR que había hecho hombre en la tierra, y le apenó en su corazón.
Y el SEÑOR dijo, destruiré hombre quien he creado de la cara de la tierra; ambos hombre, y bestia, y la cosa de arrastrar, y las aves del aire; para él repenteth me que les he hecho.
Pero Noah encontró gracia en los ojos del SEÑOR.
Estos son las generaciones de Noah: Noah era un hombre justo y perfeccionar en sus generaciones, y Noah anduvo con Dios.
Y Noah begat tres hijos, Shem, Jamón, y Japheth.
La tierra también era corrupta antes de que Dios, y la tierra estuvo llenada con violencia.
Y el dios mirado a la tierra, y, behold, era corrupto; para toda carne había corrompido su manera a la tierra.
Y el dios dicho unto Noah, El fin de toda carne está venido antes de que me; para la tierra está llenada con violencia a través de ellos; y, behold, les destruiré con la tierra.
Marca thee una arca de gopher madera; salas shalt thou marca en el arca, y shalt tono él dentro y sin con tono.
Una ventana shalt thou marca al arca, y en un cubit shalt thou lo acaba encima; y la puerta del arca shalt thou puesto en el lado del mismo; con más bajo, segundo, y terceras historias shalt thou lo hace.
Pero con thee establezco mi covenant; y thou shalt venido al arca, thou, y thy hijos, y thy mujer, y thy hijos' mujeres con thee.
Y de cada cosa viviente de toda carne, dos de cada clase shalt thou trae al arca, para mantenerles vivo con thee; serán machos y mujer.
De aves después de su clase, y de ganado después de su clase, de cada cosa de arrastrar de la tierra después de su clase, dos de cada clase vendrá unto thee, para mantenerles vivo.
Y tomar thou unto thee de todo alimentario aquello está comido, y thou shalt lo reúne a thee; y será para alimentario para thee, y para ellos.
Así Noah; según todo aquel Dios le mandó, así que él.
Y el SEÑOR dicho unto Noah, Venido thou y todo thy casa al arca; para thee tiene I visto righteous antes de que me en esta generación.
De cada bestia limpia thou shalt toma a thee por sevens, el macho y su mujer: y de bestias que no es limpiar por dos, el macho y su mujer.
De aves también del aire por sevens, el macho y la mujer; para mantener la semilla viva a la cara de toda la tierra.
Para todavía siete días, y lo causaré para llover a la tierra cuarenta días y cuarenta noches; y cada sustancia viviente que he hecho destruyo de de la cara de la tierra.
Y Noah hizo según unto todo que el SEÑOR le mandó.
Y Noah tenía seiscientos años cuándo la inundación de aguas era a la tierra.
Y Noah entró, y sus hijos, y su mujer, y sus hijos' mujeres con él, al arca, debido a las aguas de la inundación.
De bestias limpias, y de bestias que no es limpiar, y de aves, y de cada cosa que creepeth a la tierra,
Allí entró dos y dos unto Noah al arca, el macho y la mujer, como el dios había mandado Noah.
Y vino para pasar después de que siete días, que las aguas de la inundación eran a la tierra.
En el sexcentésimo año de la vida de Noah, en el segundo mes, el decimoséptimo día del mes, el mismo día era todas las fuentes del sumo profundo roto arriba, y las ventanas de cielo estuvieron abiertas.
En el selfsame el día introdujo Noah, y Shem, y Jamón, y Japheth, los hijos de Noah, y la mujer de Noah, y las tres mujeres de sus hijos con ellos, al arca;
Ellos, y cada bestia después de su clase, y todo el ganado después de su clase, y cada cosa de arrastrar que creepeth a la tierra después de su clase, y cada ave después de su clase, cada pájaro de cada clase.
Y entraron unto Noah al arca, dos y dos de toda carne, donde es el respiro de vida.
Y ellos aquello entró, entró macho y mujer de toda carne, como el dios había mandado le: y el SEÑOR le cerró en.
Y la inundación era cuarenta días a la tierra; y las aguas aumentaron, y bare arriba del arca, y era impulso arriba por encima de la tierra.
Y las aguas prevalecieron, y estuvo aumentado mucho a la tierra; y el arca fue a la cara de las aguas.
Y las aguas prevalecieron extremadamente a la tierra; y todos los cerros altos, aquello era bajo el cielo entero, estuvo cubierto.
Y toda carne murió que movido a la tierra, ambos de ave, y de ganado, y de bestia, y de cada cosa de arrastrar que creepeth a la tierra, y cada hombre:
Todo en de quién narinas era el respiro de vida, de todo aquel era en la tierra seca, murió.
Y cada sustancia viviente estuvo destruida qué era a la cara de la tierra, ambos hombre, y ganado, y las cosas de arrastrar, y la ave del cielo; y estuvieron destruidos de la tierra: y Noah sólo quedado vivo, y ellos aquello era con él en el arca.
Y las aguas prevalecieron a la tierra un centenar y cincuenta días.
Y el dios recordó Noah, y cada cosa viviente, y todo el ganado que era con él en el arca: y el dios hizo un viento para pasar sobre la tierra, y las aguas asswaged;
Las fuentes también del profundos y las ventanas de cielo estuvieron paradas, y la lluvia de cielo era restrained;
Y las aguas regresaron de de la tierra continuamente: y después del fin del centenar y cincuenta días las aguas eran abated.
Y el arca descansada en el séptimo mes, en el decimoséptimo día del mes, a las montañas de Ararat.
Y las aguas decreased continuamente hasta el décimo mes: en el décimo mes, en el primer día del mes, era las copas de las montañas vistas.
Y vino para pasar al final de cuarenta días, que Noah abrió la ventana del arca qué había hecho:
Y envió adelante un cuervo, el cual fue adelante a y fro, hasta las aguas estuvieron secadas arriba de de la tierra.
También envió adelante un buceó de él, para ver si las aguas eran abated de de la cara de la tierra;
Pero el buceó encontrado sin descanso para la suela de su pie, y regresó unto le al arca, para las aguas eran en la cara de la tierra entera: entonces puso adelante su mano, y le tomó, y estiró su en unto le al arca.
Y se quedó todavía otros siete días; y otra vez envió adelante el buceó fuera del arca;
Y el buceó entró a él en la tarde; y, lo, en su boca era una hoja de oliva pluckt fuera: así que Noah supo que las aguas eran abated de de la tierra.
Y se quedó todavía otros siete días; y envió adelante el buceó; cuál regresó no otra vez unto le más.
Y vino para pasar en el sexcentésimo y primer año, en el primer mes, el primer día del mes, las aguas estuvieron secadas arriba de de la tierra: y Noah sacó la cobertura del arca, y mirado, y, behold, la cara de la tierra era seca.
Y en el segundo mes, en el siete y vigésimo día del mes, era la tierra secó.
Y Dios spake unto Noah, refrán,
Va adelante del arca, thou, y thy mujer, y thy hijos, y thy hijos' mujeres con thee.
Trae adelante con thee cada cosa viviente que es con thee, de toda carne, ambos de ave, y de ganado, y de cada cosa de arrastrar que creepeth a la tierra; aquello pueden criar abundantemente en la tierra, y ser fructífero, y multiplicar a la tierra.
Y Noah fue adelante, y sus hijos, y su mujer, y sus hijos' mujeres con él:
Cada bestia, cada cosa de arrastrar, y cada ave, y cualquier creepeth a la tierra, después de sus clases, fue adelante fuera del arca.
Y Noah builded un altar unto el SEÑOR; y tomó de cada bestia limpia, y de cada ave limpia, y ofreció quemó ofrendas en el altar.
Y el SEÑOR olió un dulce savour; y el SEÑOR dicho en su corazón, no otra vez maldigo la tierra más para el sake del hombre; para la imaginación del corazón del hombre es mal de su juventud; tampoco otra vez golpeo más cada cosa que vive, como he hecho.
Mientras la tierra remaineth, seedtime y cosecha, y frío y calor, y verano e invierno, y día y noche no cesará.
Y Dios Noah bendecido y sus hijos, y dichos unto les, Ser fructíferos, y multiplicar, y replenish la tierra.
Y el miedo de ti y el pavor de ti será a cada bestia de la tierra, y a cada ave del aire, a todo aquel moveth a la tierra, y a todos los peces del mar; a vuestra mano son entregó.
Y seguramente vuestra sangre de vuestras vidas requiero; en la mano de cada bestia lo requiero, y en la mano de hombre; en la mano del hermano de cada hombre requiero la vida de hombre.
Whoso sheddeth La sangre del hombre, por hombre su sangre ser derramado: para en la imagen de Dios hizo él hombre.
Y te, ser ye fructífero, y multiplicar; trae adelante abundantemente en la tierra, y multiplicar therein.
Y Dios spake unto Noah, y a sus hijos con él, refrán,
E I, behold, establezco mi covenant contigo, y con vuestra semilla después de que te;
Y con cada criatura viviente que es contigo, de la ave, del ganado, y de cada bestia de la tierra contigo; de todo aquel salir del arca, a cada bestia de la tierra.
Y estableceré mi covenant contigo; tampoco toda carne ser cortado fuera más por las aguas de una inundación; tampoco allí más ser una inundación para destruir la tierra.
Y el dios dijo, Esto es el token del covenant qué I marca entre mí y tú y cada criatura viviente que es contigo, para generaciones perpetuas:
Y recordaré mi covenant, el cual es entre mí y tú y cada criatura viviente de toda carne; y las aguas ningún más acaecidos una inundación para destruir toda carne.
Y el lazo será en la nube; y miraré a él, que puedo recordar el everlasting covenant entre Dios y cada criatura viviente de toda carne que es a la tierra.
Y el dios dicho unto Noah, Esto es el token del covenant, el cual he establecido entre mí y toda carne que es a la tierra.
Y los hijos de Noah, aquello fue adelante del arca, era Shem, y Jamón, y Japheth: y el jamón es el padre de Canaan.
Estos son los tres hijos de Noah: y de ellos era la tierra entera overspread.
Y Noah empezó para ser un husbandman, y plantó una viña:
Y bebió del vino, y era drunken; y era uncovered dentro de su tienda.
Y Jamón, el padre de Canaan, vio la desnudez de su padre, y dijo sus dos hermanos sin.
Y Shem y Japheth tomó un garment, y puso él a ambos sus hombros, y fue backward, y cubrió la desnudez de su padre; y sus caras eran backward, y vieron no la desnudez de su padre.
Y Noah despertó de su vino, y supo lo que su hijo más joven había hecho unto le.
Y dijo, Maldijo ser Canaan; un criado de criados él ser unto sus hermanos.
Y dijo, Bendito ser el Dios de SEÑOR de Shem; y Canaan será su criado .
El dios ampliará Japheth, y morará en las tiendas de Shem; y Canaan será su criado .
Y Noah vivió después de la inundación trescientos y cincuenta años.
Y todos los días de Noah eran novecientos y cincuenta años: y murió.
Ahora estos son las generaciones de los hijos de Noah, Shem, Jamón, y Japheth: y unto les era los hijos natos después de la inundación.
Los hijos de Japheth; Gomer, y Magog, y Madai, y Javan, y Tubal, y Meshech, y Tiras.
Y los hijos de Gomer; Ashkenaz, y Riphath, y Togarmah.
Y los hijos de Javan; Elishah, y Tarshish, Kittim, y Dodanim.
Por estos era el isles del Gentiles dividido en sus tierras; cada uno después de su lengua, después de sus familias, en sus naciones.
Y los hijos de Jamón; Cush, y Mizraim, y Phut, y Canaan.
Y los hijos de Cush; Seba, y Havilah, y Sabtah, y Raamah, y Sabtechah: y los hijos de Raamah; Sheba, y Dedan.
Y Cush begat Nimrod: empezó para ser un muy uno en la tierra.
Era un muy cazador antes del SEÑOR: wherefore está dicho, Incluso tan Nimrod el muy cazador antes del SEÑOR.
Y el comienzo de su reino era Babel, y Erech, y Accad, y Calneh, en la tierra de Shinar.
Fuera de aquella tierra fue adelante Asshur, y builded Nineveh, y la ciudad Rehoboth, y Calah,
Y Mizraim begat Ludim, y Anamim, y Lehabim, y Naphtuhim,
Y Canaan begat Sidon su primer nato, y Heth,
Y el Jebusite, y el Amorite, y el Girgasite,
Y el Hivite, y el Arkite, y el Sinite,
Y el Arvadite, y el Zemarite, y el Hamathite: y después era las familias del Canaanites extiende en el extranjero.
Y el borde del Canaanites era de Sidon, como thou comest a Gerar, unto Gaza; como thou goest, unto Sodom, y Gomorrah, y Admah, y Zeboim, incluso unto Lasha.
Estos son los hijos de Jamón, después de sus familias, después de sus lenguas, en sus países, y en sus naciones.
Unto Shem También, el padre de todos los niños de Eber, el hermano de Japheth el mayor, incluso a él era niños nato.
Los niños de Shem; Elam, y Asshur, y Arphaxad, y Lud, y Aram.
Y Arphaxad begat Salah; y Salah begat Eber.
Y unto Eber nació dos hijos: el nombre de uno era Peleg; para en sus días era la tierra dividió; y el nombre de su hermano era Joktan.
Y Joktan begat Almodad, y Sheleph, y Hazarmaveth, y Jerah,
Y Obal, y Abimael, y Sheba,
Y Ophir, y Havilah, y Jobab: todo estos eran los hijos de Joktan.
Y su habitación era de Mesha, como thou goest unto Sephar un monte del este.
Estos son los hijos de Shem, después de sus familias, después de sus lenguas, en sus tierras, después de sus naciones.
Estos son las familias de los hijos de Noah, después de sus generaciones, en sus naciones: y por estos era las naciones dividieron en la tierra después de la inundación.
Y la tierra entera era de una lengua, y de una habla.
Y vino para pasar, como ellos journeyed del este, que encontraron una llanura en la tierra de Shinar; y moraron allí.
Y dijeron uno a otro, Va a, dejado nos ladrillo de marca, y quemarles exhaustivamente. Y tuvieron ladrillo para hueso, y el lodo tuvo ellos para morter.
Y dijeron, Va a, dejado nos construirnos una ciudad y una torre, cuya copa puede lograr unto cielo; y dejado nos hacernos un nombre, lest nosotros ser esparcidos en el extranjero a la cara de la tierra entera.
Y el SEÑOR vino abajo para ver la ciudad y la torre, el cual los niños de hombres builded.
Y el SEÑOR dijo, Behold, las personas es una , y tienen todo una lengua; y esto empiezan para hacer: y ahora nada será restrained de ellos, el cual han imaginado para hacer.
Así que el SEÑOR les esparció en el extranjero de thence a la cara de toda la tierra: y dejaron fuera para construir la ciudad.
Por tanto es el nombre de él llamado Babel; porque el SEÑOR hizo allí confound la lengua de toda la tierra: y de thence hizo el SEÑOR les esparci en el extranjero a la cara de toda la tierra.
Estos son las generaciones de Shem: Shem era unos años de centenar viejos, y begat Arphaxad dos años después de la inundación:
Y Shem vivido después de que él begat Arphaxad cincocientos años, y begat hijos e hijas.
Y Arphaxad vivió cinco y treinta años, y begat Salah:
Y Salah vivió treinta años, y begat Eber:
Y Salah vivido después de que él begat Eber cuatrocientos y tres años, y begat hijos e hijas.
Y Eber vivió cuatro y treinta años, y begat Peleg:
Y Eber vivió después de que él begat Peleg cuatrocientos y treinta años, y begat hijos e hijas.
Y Peleg vivió treinta años, y begat Reu:
Y Peleg vivido después de que él begat Reu doscientos y nueve años, y begat hijos e hijas.
Y Serug vivido después de que él begat Nahor doscientos años, y begat hijos e hijas.
Y Nahor vivido después de que él begat Terah un centenar y diecinueve años, y begat hijos e hijas.
Y Terah vivió setenta años, y begat Abram, Nahor, y Haran.
Ahora estos son las generaciones de Terah: Terah begat Abram, Nahor, y Haran; y Haran begat Parcela.
Y Haran muerto antes de su padre Terah en la tierra de su natividad, en Ur del Chaldees.
Y Abram y Nahor les tomó mujeres: el nombre de la mujer de Abram era Sarai; y el nombre de Nahor mujer, Milcah, la hija de Haran, el padre de Milcah, y el padre de Iscah.
Pero Sarai era estéril; no tuvo ningún niño.
Y Terah tomó Abram su hijo, y Parcela el hijo de Haran el hijo de su hijo, y Sarai su hija en ley, la mujer de su hijo Abram; y fueron adelante con ellos de Ur del Chaldees, para ir a la tierra de Canaan; y vinieron unto Haran, y moró allí.
Y los días de Terah era doscientos y cinco años: y Terah muerto en Haran.
Ahora el SEÑOR había dicho unto Abram, Coge thee fuera de thy país, y de thy parentela, y de thy la casa del padre, unto una tierra que yo shew thee:
Y haré de thee una nación suma, y bendeciré thee, y marca thy el nombre sumo; y thou shalt ser una bendición:
Y les bendeciré aquello bendice thee, y maldecirle que curseth thee: y en thee todas las familias de la tierra ser bendecido.
Así que Abram departed, como el SEÑOR había hablado unto le; y Lot fue con él: y Abram era setenta y cinco años cuándo él departed fuera de Haran.
Y Abram tomó Sarai su mujer, y Parcela el hijo de su hermano, y toda su sustancia que habían reunido, y las almas que habían entrado Haran; y fueron adelante para ir a la tierra de Canaan; y a la tierra de Canaan vinieron.
Y Abram pasó a través de la tierra unto el sitio de Sichem, unto la llanura de Moreh. Y el Canaanite era entonces en la tierra.
Y el SEÑOR parecido unto Abram, y dicho, Unto thy semilla doy esta tierra: y allí builded él un altar unto el SEÑOR, quién pareció unto le.
Y sacó de thence unto una montaña en el este de Bethel, y pitched su tienda, habiendo Bethel en el del oeste, y Hai en el este: y allí él builded un altar unto el SEÑOR, y llamado al nombre del SEÑOR.
Y Abram journeyed, yendo en quieto hacia el del sur.
Y vino para pasar, cuándo estuvo venido se acerca para introducir a Egipto, que dijo unto Sarai su mujer, Behold ahora, sé que thou arte una mujer justa para mirar a:
Por eso vendrá para pasar, cuándo los egipcios verán thee, que dirán, Esto es su mujer : y me matarán, pero salvarán thee vivos.
Dice, ruego thee, thou arte mi hermana: aquello puede ser bien conmigo para thy sake; y mi alma vivirá debido a thee.
Y vino para pasar, aquello, cuándo Abram estuvo venido a Egipto, los egipcios beheld la mujer que era muy justa.
Los príncipes también del faraón le vio, y commended le antes de que Faraón: y la mujer estuvo tomada a la casa del faraón.
Y él entreated Abram bien para su sake: y tuvo oveja, y oxen, y él asnos, y sirvientes, y maidservants, y ella asnos, y camellos.
Y el SEÑOR plagued Faraón y su casa con plagas sumas debido a la mujer de Sarai Abram.
Y el faraón llamó Abram, y dicho, Qué es esto aquel thou hast hecho unto me? Por qué didst thou no decirme que era thy mujer?
Por qué saidst thou, es mi hermana ? Así que le podría haber tomado a mí a mujer: ahora por eso behold thy mujer, tomarle, e ir thy manera.
Y el faraón mandó sus hombres que le conciernen: y le enviaron fuera, y su mujer, y todo que tuvo.
Y Abram remontó fuera de Egipto, él, y su mujer, y todo que tuvo, y Parcela con él, al del sur.
Y Abram era muy rico en ganado, en plata, y en oro.
Y fue en sus viajes del del sur incluso a Bethel, unto el sitio donde su tienda había sido al principio, entre Bethel y Hai;
Unto el sitio del altar, el cual había hecho allí en el primero: y allí Abram llamó en el nombre del SEÑOR.
Y Parcela también, el cual fue con Abram, tuvo rebaños, y manadas, y tiendas.
Y la tierra no fue capaz de aguantarles, que podrían morar juntos: para su sustancia era suma, de modo que no podrían morar juntos.
Y había unos conflictos entre el herdmen del ganado de Abram y el herdmen del ganado de Lot: y el Canaanite y el Perizzite moró entonces en la tierra.
Y Abram dijo unto Parcela, Dejado allí ser ninguno conflictos, ruego thee, entre mí y thee, y entre mi herdmen y thy herdmen; para somos hermanos .
No Es la tierra entera antes de que thee? Separado thyself, ruego thee, de mí: si thou wilt toma la mano izquierda, entonces iré a la derecha; o si thou depart a la derecha mano, entonces iré a la izquierda.
Entonces Lot le escogió toda la llanura de Jordania; y Parcela journeyed este: y se separaron el del otro.
Abram moró en la tierra de Canaan, y Lot moró en las ciudades de la llanura, y pitched su tienda hacia Sodom.
Pero los hombres de Sodom era malvado y pecadores antes del SEÑOR extremadamente.
Y el SEÑOR dicho unto Abram, después de aquella Parcela estuvo separada de él, Impulso arriba ahora thine ojos, y cariz del sitio donde thou arte northward, y hacia el sur, y eastward, y hacia el oeste:
Para toda la tierra qué thou seest, a thee lo doy, y a thy semilla para siempre.
Y haré thy semilla como el polvo de la tierra: de modo que si un hombre puede numerar el polvo de la tierra, entonces thy semilla también ser numerado.
Surge, paseo a través de la tierra en la periodo de él y en el breadth de él; para lo daré unto thee.
Y vino para pasar en los días de Amraphel rey de Shinar, Arioch rey de Ellasar, Chedorlaomer rey de Elam, y Tidal rey de naciones;
Aquello estos guerra hecha con Bera rey de Sodom, y con Birsha rey de Gomorrah, Shinab rey de Admah, y Shemeber rey de Zeboiim, y el rey de Bela, el cual es Zoar.
Todo estos estuvieron unidos juntos en el valle de Siddim, el cual es el mar de sal .
Doce años sirvieron Chedorlaomer, y en el decimotercero año se rebelaron.
Y en el decimocuarto año vino Chedorlaomer, y los reyes que era con él, y golpeó el Rephaims en Ashteroth Karnaim, y el Zuzims en Jamón, y el Emims en Shaveh Kiriathaim,
Y el Horites en su monte Seir, unto Elparan, el cual es por el wilderness.
Y regresaron, y vino a Enmishpat, el cual es Kadesh, y golpeó todo el país del Amalekites, y también el Amorites, aquello morado en Hazezontamar.
Y allí salió el rey de Sodom, y el rey de Gomorrah, y el rey de Admah, y el rey de Zeboiim, y el rey de Bela (el mismo es Zoar;) y unieron batalla con ellos en el valle de Siddim;
Y el valle de Siddim era lleno de slimepits; y los reyes de Sodom y Gomorrah huyó, y cayó allí; y ellos aquello quedó huido a la montaña.
Y tomaron todos los bienes de Sodom y Gomorrah, y todo su victuals, y fue su manera.
Y tomaron Lot, el hermano de Abram hijo, quién moró en Sodom, y sus bienes, y departed.
Y allí vino uno aquello había huido, y Abram dicho el hebreo; para moró en la llanura de Mamre el Amorite, hermano de Eshcol, y hermano de Aner: y estos eran confederate con Abram.
Y cuándo Abram oyó que su hermano estuvo tomado cautivo , armó su entrenó criados, natos en su casa propia, trescientos y dieciocho, y les persiguió unto Dan.
Y se dividió en contra les, él y sus criados, por noche, y les golpeó, y les persiguió unto Hobah, el cual es en la mano izquierda de Damasco.
Y trajo atrás todos los bienes, y también traídos otra vez su Parcela de hermano, y sus bienes, y las mujeres también, y las personas.
Y el rey de Sodom salió para cumplirle después de que su regreso del slaughter de Chedorlaomer, y de los reyes que era con él, en el valle de Shaveh, el cual es el rey dale.
Y Melchizedek rey de Salem traído adelante pan y vino: y era el sacerdote del Dios más alto.
Y le bendijo, y dicho, Bendito ser Abram del Dios más alto, poseedor de cielo y tierra:
Y el rey de Sodom dicho unto Abram, Darme las personas, y tomar los bienes a thyself.
Y Abram dijo al rey de Sodom, tengo impulso arriba mano de mina unto el SEÑOR, la mayoría de Dios alto, el poseedor de cielo y tierra,
Que no tomaré de un hilo incluso a un shoelatchet, y que no tomaré cualquier cosa que es thine, lest thou shouldest dice, he hecho Abram rico:
Salva sólo que qué los hombres jóvenes han comido, y la porción de los hombres qué fue conmigo, Aner, Eshcol, y Mamre; dejado les tomar su porción.
Y Abram dijo, Dios de SEÑOR, qué wilt thou me doy, viendo voy childless, y el auxiliar de mi casa es este Eliezer de Damasco?
Y Abram dijo, Behold, a mí thou hast dado ninguna semilla: y, lo, uno nato en mi casa es heredera de mina .
Y, behold, la palabra de la SEÑORA vino unto le, refrán, Esto no será thine heredero; pero él aquello vendrá adelante fuera de thine los intestinos propios serán thine heredero.
Y le trajo adelante en el extranjero, y dicho, Cariz ahora hacia cielo, y decir las estrellas, si thou ser capaces de numerarles: y dijo unto le, Así que thy semillas ser.
Y creyó en el SEÑOR; y lo contó a él para righteousness.
Y dijo unto le, soy el SEÑOR que traído thee fuera de Ur del Chaldees, para dar thee esta tierra para heredarlo.
Y dijo, Dios de SEÑOR, por el cual sé que lo heredaré?
Y dijo unto le, Tomarme un heifer de tres años, y un ella cabra de tres años, y un carnero de tres años, y un turtledove, y un palomo joven.
Y tomó unto le todo estos, y les dividió en el midst, y puso cada pieza uno contra otro: pero los pájaros dividieron él no.
Y cuándo las aves vinieron abajo al carcases, Abram les condujo fuera.
Y cuándo el sol bajaba, un sueño profundo cayó a Abram; y, lo, un horror de oscuridad suma cayó a él.
Y dijo unto Abram, Sabe de un surety que thy la semilla será una desconocida en una tierra que no es el suyo, y les servirá; y les afligirán cuatrocientos años;
Y también que nación, quien servirán, juzgo: y después salen con sustancia suma.
Y thou shalt va a thy padres en paz; thou shalt ser enterrado en una vejez buena.
Pero en la cuarta generación vendrán hither otra vez: para la iniquidad del Amorites no es todavía lleno.
Y vino para pasar, aquello, cuándo el sol bajó, y era oscuro, behold un fumando furnace, y una lámpara en llamas que pasado entre aquellas piezas.
En el mismo día el SEÑOR hizo un covenant con Abram, refrán, Unto thy la semilla tiene I dado esta tierra, del río de Egipto unto el río sumo, el río Euphrates:
El Kenites, y el Kenizzites, y el Kadmonites,
Y el Hittites, y el Perizzites, y el Rephaims,
Y el Amorites, y el Canaanites, y el Girgashites, y el Jebusites.
Ahora la mujer de Sarai Abram bare le ningún niño: y tuvo un handmaid, un egipcio, cuyo nombre era Hagar.
Y la mujer de Sarai Abram tomó Hagar su sirvienta el egipcio, después de que Abram había morado diez años en la tierra de Canaan, y le dio a su marido Abram para ser su mujer.
Y entró unto Hagar, y concibió: y cuándo vio que había concebido, su mistress estuvo despreciado en sus ojos.
Y Sarai dijo unto Abram, Mi incorrecto ser a thee: he dado mi sirvienta a thy bosom; y cuándo vio que había concebido, estuve despreciado en sus ojos: el juez de SEÑOR entre mí y thee.
Y el ángel del SEÑOR encontrado su por una fuente de agua en el wilderness, por la fuente en la manera a Shur.
Y dijo, Hagar, la sirvienta de Sarai, whence camest thou? Y dónde wilt thou va? Y dijo, huyo de la cara de mi mistress Sarai.
Y el ángel del SEÑOR dicho unto su, Regreso a thy mistress, y entregar thyself bajo sus manos.
Y el ángel del SEÑOR dicho unto su, multiplicaré thy semilla extremadamente, que lo no será numerado para multitude.
Y el ángel del SEÑOR dicho unto su, Behold, thou arte con niño, y shalt aguanta un hijo, y shalt llama su nombre Ishmael; porque el SEÑOR hath oído thy aflicción.
Y será un hombre salvaje ; su mano será contra cada hombre, y la mano de cada hombre en contra le; y morará en la presencia de todos sus hermanos.
Y llamó el nombre del SEÑOR que spake unto su, Thou Dios seest me: para dijo, Tiene también aquí le vigilé aquello seeth me?
Wherefore El bien se apellidó Beerlahairoi; behold, es entre Kadesh y Bered.
Y Hagar bare Abram un hijo: y Abram llamó el nombre de su hijo, el cual Hagar bare, Ishmael.
Y Abram era fourscore y seis años, cuándo Hagar bare Ishmael a Abram.
Y cuándo Abram tenía noventa años y nueve, el SEÑOR pareció a Abram, y dicho unto le, soy el Dios Todopoderoso ; paseo antes de que me, y ser thou perfecto.
Y haré mi covenant entre mí y thee, y multiplicará thee extremadamente.
Y Abram cayó en su cara: y el dios hablado con él, refrán,
En cuanto a mí, behold, mi covenant es con thee, y thou shalt ser un padre de muchas naciones.
Tampoco thy el nombre más se apellida Abram, pero thy el nombre será Abraham ; para un padre de muchas naciones tiene hice thee.
Y haré thee superando fructífero, y haré naciones de thee, y los reyes saldrán de thee.
Y estableceré mi covenant entre mí y thee y thy semilla después de que thee en sus generaciones para un everlasting covenant, para ser un Dios unto thee, y a thy semilla después de que thee.
Y daré unto thee, y a thy semilla después de que thee, la tierra donde thou arte un desconocido, toda la tierra de Canaan, para un everlasting posesión; y seré su Dios .
Y el dios dicho unto Abraham, Thou shalt mantiene mi covenant por tanto, thou, y thy semilla después de que thee en sus generaciones.
Esto es mi covenant, el cual ye mantendrá, entre mí y tú y thy semilla después de que thee; Cada niño de hombre entre ti será circumcised.
Y ye circumcise la carne de vuestro foreskin; y será un token del covenant betwixt me y tú.
Y él aquello es ocho días viejo será circumcised entre ti, cada niño de hombre en vuestras generaciones, él aquello nace en la casa, o comprado con dinero de cualquier desconocido, el cual no es de thy semilla.
Él aquello nace en thy casa, y él aquello está comprado con thy dinero, necesidades de mosto ser circumcised: y mi covenant será en vuestra carne para un everlasting covenant.
Y el uncircumcised niño de hombre cuya carne de su foreskin no es circumcised, aquella alma será cortada fuera de sus personas; él hath roto mi covenant.
Y el dios dicho unto Abraham, En cuanto a Sarai thy mujer, thou shalt no llamar su nombre Sarai, pero Sarah su nombre ser.
Y le bendeciré, y dar thee un hijo también de su: yea, le bendeciré, y será una madre de naciones; los reyes de personas serán de su.
Entonces Abraham cayó a su cara, y reído, y dicho en su corazón, un niño nace unto le aquello es unos años de centenar viejo? Y Sarah, aquello tiene noventa años , oso?
Y Abraham dijo unto Dios, O que Ishmael podría vivir antes de que thee!
Y el dios dijo, Sarah thy la mujer aguantará thee un hijo de hecho; y thou shalt llama su nombre Isaac: y estableceré mi covenant con él para un everlasting covenant, y con su semilla después de que le.
Y en cuanto a Ishmael, he oído thee: Behold, le he bendecido, y le hará fructífero, y le multiplicará extremadamente; doce príncipes él beget, y le haré una nación suma.
Pero mi covenant establezco con Isaac, el cual Sarah aguantará unto thee en este tiempo de conjunto en el año que viene.
Y dejó fuera hablando con él, y el dios remontó de Abraham.
Y Abraham tomó Ishmael su hijo, y todo aquello nació en su casa, y todo aquello estuvo comprado con su dinero, cada macho entre los hombres de la casa de Abraham; y circumcised la carne de su foreskin en el selfsame día, como el dios había dicho unto le.
Y Abraham tenía noventa años y nueve, cuándo era circumcised en la carne de su foreskin.
E Ishmael su hijo tenía trece años , cuándo era circumcised en la carne de su foreskin.
En el selfsame el día era Abraham circumcised, e ishmael su hijo.
Y todos los hombres de su casa, nato en la casa, y comprado con dinero del desconocido, era circumcised con él.
Y el SEÑOR pareció unto le en las llanuras de Mamre: y sentó en la puerta de tienda en el calor del día;
Y él impulso arriba de sus ojos y mirados, y, lo, tres hombres estuvieron por él: y cuándo les vio, corrió para cumplirles de la puerta de tienda, y se inclinó hacia la tierra,
Dejado una poca agua, te ruegas, ser fetched, y lavar vuestros pies, y prpers descansar bajo el árbol:
Y yo fetch un morsel de pan, y consuelo ye vuestros corazones; después de aquel ye pasará encima: para por tanto es ye venido a vuestro criado. Y dijeron, Tan hacer, como thou hast dijo.
Y Abraham acució a la tienda unto Sarah, y dicho, Marca a punto deprisa tres medidas de comida fina, amasarlo, y pasteles de marca a la chimenea.
Y Abraham corrió unto la manada, y fetcht un calf oferta y bueno, y dio él unto un hombre joven; y él hasted para vestirlo.
Y tomó mantequilla, y leche, y el calf cuál había vestido, y puesto lo antes de que les; y estuvo por ellos debajo el árbol, y comieron.
Y dijeron unto le, Dónde es Sarah thy mujer? Y dijo, Behold, en la tienda.
Y dijo, yo ciertamente regreso unto thee según el tiempo de vida; y, lo, Sarah thy la mujer tendrá un hijo. Y Sarah oyó él en la puerta de tienda, el cual era detrás le.
Por eso Sarah rió dentro ella, refrán, Después de que soy waxed viejo tengo placer, mi señor que es viejo también?
Y el SEÑOR dicho unto Abraham, Wherefore Sarah risa, refrán, I de un surety aguanta un niño, el cual soy viejo?
Es cualquier cosa demasiado duro para el SEÑOR? En el tiempo nombró regresaré unto thee, según el tiempo de vida, y Sarah tendrá un hijo.
Entonces Sarah negó, refrán, reí no; para era temerosa. Y dijo, Nay; pero thou didst risa.
Y el SEÑOR dijo, escondo de Abraham que cosa qué hago;
Viendo que Abraham seguramente acaecerá un sumo y muy nación, y todas las naciones de la tierra serán bendecidas en él?
Para le conozco, que mandará sus niños y su casa después de que le, y mantendrán la manera del SEÑOR, para hacer justicia y juicio; aquello el SEÑOR puede traer a Abraham aquello cuál él hath hablado de él.
Y el SEÑOR dijo, Porque el grito de Sodom y Gomorrah es sumo, y porque su pecado es muy grave;
bajaré ahora, y ver si han hecho altogether según el grito de él, el cual está venido unto me; y si no, sabré.
Y los hombres giraron sus caras de thence, y fue hacia Sodom: pero Abraham estuvo todavía antes del SEÑOR.
Y Abraham dibujó cercano, y dicho, Wilt thou también destruir el righteous con el malvado?
Peradventure Allí ser cincuenta righteous dentro de la ciudad: wilt thou también destruir y no ahorrar el sitio para el cincuenta righteous que es therein?
Aquello dista mucho de thee para hacer de este modo, a slay el righteous con el malvado: y que el righteous tendría que ser como el malvado, aquello dista mucho de thee: no el Juez de toda la tierra derecha?
Y el SEÑOR dijo, Si encuentro en Sodom cincuenta righteous dentro de la ciudad, entonces ahorraré todo el sitio para sus sakes.
Y Abraham contestó y dicho, Behold ahora, he tomado a mí para hablar unto el SEÑOR, el cual soy pero polvo y cenizas:
Peradventure allí carecerá de cinco del cincuenta righteous: wilt thou destruye toda la ciudad para carencia de cinco? Y dijo, Si encuentro allí cuarenta y cinco, no lo destruiré.
Y él spake unto le todavía otra vez, y dicho, Peradventure habrá cuarenta encontrado allí. Y dijo, yo no él para cuarenta sake.
Y dijo unto le, Oh deja no el SEÑOR ser enojado, y hablaré: Peradventure allí treinta ser encontrado allí. Y dijo, yo no él, si encuentro treinta allí.
Y dijo, Behold ahora, he tomado a mí para hablar unto el SEÑOR: Peradventure habrá veinte encontrado allí. Y dijo, no destruiré él para veinte sake.
Y dijo, Oh deja no el SEÑOR ser enojado, y hablaré todavía pero esto una vez: Peradventure diez será encontrado allí. Y dijo, no destruiré él para diez sake.
Y el SEÑOR fue su manera, apenas había dejado communing con Abraham: y Abraham regresó unto su sitio.
Y dijo, Behold ahora, mis señores, turno en, te ruegas, a la casa de vuestro criado, y tarry toda la noche, y lavar vuestros pies, y ye se sublevará temprano, e ir en vuestras maneras. Y dijeron, Nay; pero soportaremos en la calle toda la noche.
Y pulsó a ellos mucho; y giraron en unto le, e introducidos a su casa; y les hizo un festín, y coció unleavened pan, y comieron.
Pero antes de que ponen abajo, los hombres de la ciudad, incluso los hombres de Sodom, compassed la ronda de casa, ambos viejo y joven, todas las personas de cada barrio:
Y llamaron unto Parcela, y dicho unto le, Dónde es los hombres qué entró a thee esta noche? Les trae fuera unto nos, que les podemos conocer.
Y Lot salió en la puerta unto les, y cerrar la puerta después de que le,
Behold Ahora, tengo dos hijas qué no ha sabido hombre; dejado me, te ruegas, traerles fuera unto te, y ye a ellos como es bien en vuestros ojos: sólo unto estos hombres nada; para por tanto vino ellos bajo la sombra de mi techo.
Y dijeron, Estand atrás. Y dijeron otra vez, Esto un socio entró a sojourn, y él las necesidades son un juez : ahora tratamos peores con thee, que con ellos. Y pulsaron doloridos al hombre, incluso Parcela, y vino cercano de romper la puerta.
Pero los hombres puestos adelante su mano, y Parcela estirada a la casa a ellos, y cerrados a la puerta.
Y golpearon los hombres que era en la puerta de la casa con ceguera, ambos pequeño y sumo: de modo que se cansaron para encontrar la puerta.
Y los hombres dijeron unto Parcela, Hast thou aquí muy además? Hijo en ley, y thy hijos, y thy hijas, y cualquier thou hast en la ciudad, traerles fuera de este sitio:
Para destruiremos este sitio, porque el grito de ellos es waxen sumo antes de la cara del SEÑOR; y el SEÑOR hath enviado nos para destruirlo.
Y Lot salió, y spake unto sus hijos en ley, el cual casado sus hijas, y dichos, Arriba, coge tú fuera de este sitio; para el SEÑOR destruirá esta ciudad. Pero parecía tan uno aquel mocked unto sus hijos en ley.
Y cuándo la mañana surgió, entonces los ángeles acuciaron Lot, refrán, Surge, toma thy mujer, y thy dos hijas, los cuales son aquí; lest thou ser consumido en la iniquidad de la ciudad.
Y vino para pasar, cuándo habían traído les adelante en el extranjero, que dijo, Evasión para thy vida; mira no detrás de thee, tampoco quedarse thou en toda la llanura; evasión a la montaña, lest thou ser consumido.
Y Lot dijo unto les, Oh, no tan, mi SEÑOR:
Behold ahora, thy criado hath gracia encontrada en thy vista, y thou hast aumentado thy piedad, el cual thou hast shewed unto me en salvar mi vida; y no puedo huir a la montaña, lest algún mal me tomo, e i dado:
Behold ahora, esta ciudad es cercana de huir unto, y es un poco un: Oh, dejado me evasión allá, (es no un poco un?) Y mi alma vivirá.
Y dijo unto le, Ve, he aceptado thee respecto de esta cosa también, que no derrocaré esta ciudad, para el qué thou hast hablado.
Prisa thee, evasión allá; para puedo no cualquier cosa hasta thou ser venido allá. Por eso el nombre de la ciudad se apellidó Zoar.
El sol estuvo ascendido a la tierra cuándo Lot introdujo a Zoar.
Entonces el SEÑOR llovido a Sodom y a Gomorrah azufre y fuego del SEÑOR fuera de cielo;
Y derrocó aquellas ciudades, y toda la llanura, y todos los habitantes de las ciudades, y aquello cuál creció a la tierra.
Pero su mujer miraba atrás de detrás le, y acaecía una pilar de sal.
Y miraba hacia Sodom y Gomorrah, y hacia toda la tierra de la llanura, y beheld, y, lo, el humo del país remontó como el humo de un furnace.
Y vino para pasar, cuándo el dios destruyó las ciudades de la llanura, aquel Dios recordó Abraham, y Parcela enviada fuera del midst del derrocamiento, cuándo derrocó las ciudades en la qué Parcela moraron.
Y el firstborn dijo unto el más joven, Nuestro padre es viejo, y no hay un hombre en la tierra para entrar unto nos después de que la manera de toda la tierra:
Venido, dejado nos marca nuestro vino de bebida del padre, y nosotros mentira con él, que podemos preservar semilla de nuestro padre.
E hicieron su vino de bebida del padre que noche: y el firstborn entró, y poner con su padre; y percibió no cuando pone abajo, ni cuándo surgió.
Y vino para pasar en el morrow, que el firstborn dijo unto el más joven, Behold, pongo yesternight con mi padre: dejado nos hacerle vino de bebida esta noche también; e ir thou en, y mentira con él, que podemos preservar semilla de nuestro padre.
E hicieron su vino de bebida del padre que noche también: y el más joven surgió, y poner con él; y percibió no cuando pone abajo, ni cuándo surgió.
Así era ambos las hijas de Parcela con niño por su padre.
Y el más joven, ella también bare un hijo, y llamó su nombre Benammi: el mismo es el padre de los niños de Ammon unto este día.
Y Abraham journeyed de thence hacia el país del sur, y morado entre Kadesh y Shur, y sojourned en Gerar.
Y Abraham dijo de Sarah su mujer, es mi hermana : y Abimelech rey de Gerar enviado, y tomó Sarah.
Pero Abimelech hubo no venir cercano le: y dijo, SEÑOR, wilt thou slay también un righteous nación?
Dijo él no unto me, es mi hermana ? Y ella, incluso ella ella dijo, es mi hermano : en la integridad de mi corazón e innocency de mis manos tienen I hechos esto.
Y el dios dijo unto le en un sueño, Yea, sé que thou didst esto en la integridad de thy corazón; para yo también withheld thee de pecar en contra me: por tanto padeció yo thee no para tocarle.
Ahora por tanto restaurar el hombre su mujer; para es un profeta , y rogará para thee, y thou shalt vivo: y si thou restaurarle no, sabe thou que thou shalt seguramente dado, thou, y todo aquello es thine.
Por tanto Abimelech ascendió temprano por la mañana, y llamado todos sus criados, y dichos todas estas cosas en sus orejas: y los hombres eran doloridos temerosos.
Entonces Abimelech Abraham llamado, y dijo unto le, Qué hast thou hecho unto nos? Y qué tener ofendí thee, aquel thou hast traído encima me y en mi reino un pecado sumo? thou hast Acciones hechas unto me que ought no para ser hechos.
Y Abimelech dijo unto Abraham, Qué sawest thou, aquel thou hast hecho esta cosa?
Y Abraham dijo, Porque pensé, Seguramente el miedo del dios no es en este sitio; y ellos slay me para el sake de mi mujer.
Y todavía de hecho es mi hermana ; es la hija de mi padre, pero no la hija de mi madre; y acaecía mi mujer .
Y vino para pasar, cuándo el dios me causé para vagar de la casa de mi padre, que dije unto le, Esto es thy bondad qué thou shalt shew unto me; en cada sitio dónde vendremos, dice de mí, es mi hermano .
Y Abimelech tomó oveja, y oxen, y sirvientes, y womenservants, y les dio unto Abraham, y le restauró Sarah su mujer.
Y Abimelech dicho, Behold, mi tierra es antes de thee: morar donde lo pleaseth thee.
Y unto Sarah dijo, Behold, he dado thy hermano mil piezas de plata: behold, es a thee una cobertura de los ojos, unto todo aquello es con thee, y con todo otro: por ello estuvo reprobada.
Así que Abraham rogó unto Dios: y el dios se curó Abimelech, y su mujer, y su maidservants; y ellos bare niños.
Para el SEÑOR rápidamente había cerrado arriba todo el wombs de la casa de Abimelech, debido a la mujer de Sarah Abraham.
Y el SEÑOR visitó Sarah como había dicho, y el SEÑOR unto Sarah como había hablado.
Para Sarah concibió, y bare Abraham un hijo en su vejez, en el tiempo de conjunto del cual el dios había hablado a él.
Y Abraham llamó el nombre de su hijo que nació unto le, quien Sarah bare a él, Isaac.
Y Abraham circumcised su ser de Isaac del hijo ocho días viejos, como el dios había mandado le.
Y Abraham era unos años de centenar viejo, cuándo su hijo Isaac nació unto le.
Y Sarah dijo, Dios hath hecho me para reír, de modo que todo aquello oye reirá conmigo.
Y dijo, Quién habría dicho unto Abraham, que Sarah tendría que haber dado los niños chupan? Para tengo nato le un hijo en su vejez.
Y el niño creció, y era weaned: y Abraham hizo un festín sumo el mismo día que Isaac era weaned.
Wherefore Dijo unto Abraham, Lanzado fuera de este bondwoman y su hijo: para el hijo de este bondwoman no será heredero con mi hijo, incluso con Isaac.
Y la cosa era muy grave en la vista de Abraham debido a su hijo.
Y el dios dijo unto Abraham, Dejado lo no ser grave en thy vista debido al chico, y debido a thy bondwoman; en toda aquella Sarah hath dicho unto thee, hearken unto su voz; para en Isaac thy las semillas se apellidan.
Y también del hijo del bondwoman hago una nación, porque es thy semilla.
Y Abraham se sublevó temprano por la mañana, y tomó pan, y un bote de agua, y lo dio unto Hagar, poniéndolo encima su hombro, y el niño, y le envió fuera: y ella departed, y vagado en el wilderness de Beersheba.
Y el agua estuvo pasada en el bote, y lanzó el niño debajo uno de los arbustos.
Y fue, y le sentó abajo encima en contra le una manera buena fuera, como era un lazo disparó: para dijo, Dejado me no ver la muerte del niño. Y sentó encima en contra le, e impulso arriba de su voz, y lloró.
Y el dios oyó la voz del chico; y el ángel de Dios llamó a Hagar fuera de cielo, y dijo unto le, Qué aileth thee, Hagar? Teme no; para Dios hath oído la voz del chico donde es.
Surge, impulso arriba del chico, y aguantarle en thine mano; para le haré una nación suma.
Y el dios abrió sus ojos, y vio un bien de agua; y fue, y llenó el bote con agua, y dio la bebida de chico.
Y el dios era con el chico; y creció, y morado en el wilderness, y acaecía un arquero.
Y moró en el wilderness de Paran: y su madre le tomó una mujer fuera de la tierra de Egipto.
Y vino para pasar en aquel tiempo, aquel Abimelech y Phichol el capitán de jefe de su anfitrión spake unto Abraham, refrán, el dios es con thee en todo aquel thou doest:
Ahora por tanto jurar unto me aquí por Dios que thou wilt no tratar falsamente conmigo, ni con mi hijo, ni con el hijo de mi hijo: pero según la bondad que he hecho unto thee, thou shalt unto me, y a la tierra donde thou hast sojourned.
Y Abraham dijo, juraré.
Y Abraham reprobó Abimelech debido a un bien de agua, el cual Abimelech los criados apresivamente habían tomado fuera.
Y Abimelech dicho, yo wot no quién hath hecho esta cosa: tampoco didst thou decirme, tampoco todavía oyó I de él, pero a día.
Y Abraham tomó oveja y oxen, y les dio unto Abimelech; y ambos de ellos hicieron un covenant.
Y Abraham puso siete ewe corderos del rebaño por ellos.
Y Abimelech dijo unto Abraham, Qué significa estos siete ewe corderos qué thou hast conjunto por ellos?
Y dijo, Para estos siete ewe corderos shalt thou tomar de mi mano, que pueden ser un testigo unto me, que he digged esto bien.
Wherefore Llamó que sitio Beersheba; porque allí ellos sware ambos de ellos.
Por ello hicieron un covenant en Beersheba: entonces Abimelech se sublevó, y Phichol el capitán de jefe de su anfitrión, y regresaron a la tierra del Philistines.
Y Abraham sojourned en el Philistines' tierra muchos días.
Y vino para pasar después de estas cosas, aquel Dios tentó Abraham, y dijo unto le, Abraham: y dijo, Behold, aquí soy.
Y dijo, Toma ahora thy hijo, thine hijo único Isaac, quien thou lovest, y coger thee a la tierra de Moriah; y ofrecerle allí para una ofrenda quemada a uno de las montañas qué I dirá thee de.
Y Abraham se sublevó temprano por la mañana, y saddled su asno, y tomó dos de sus hombres jóvenes con él, e isaac su hijo, y bastón la madera para la ofrenda quemada, y se sublevó, y fue unto el sitio del cual el dios había dicho le.
Y Abraham dijo unto sus hombres jóvenes, Soporta ye aquí con el asno; e i y el chico irá yonder y adoración, y venir otra vez a ti.
E Isaac spake unto Abraham su padre, y dicho, Mi padre: y dijo, Aquí soy I, mi hijo. Y dijo, Behold el fuego y la madera: pero dónde es el cordero para una ofrenda quemada?
Y Abraham dijo, Mi hijo, el dios se proporcionará un cordero para una ofrenda quemada: así que fueron ambos de ellos juntos.
Y vinieron al sitio qué Dios había dicho le de; y Abraham construyó un altar allí, y puso la madera en orden, e isaac atado su hijo, y le puso encima el altar a la madera.
Y Abraham extendió adelante su mano, y tomó el cuchillo a slay su hijo.
Y dijo, Pone no thine mano al chico, tampoco hacer thou cualquier cosa unto le: por ahora sé que thou fearest Dios, viendo thou hast no withheld thy hijo, thine hijo único de mí.
Y Abraham lifted arriba de sus ojos, y mirados, y behold detrás le un carnero cogido en un matorral por sus cuernos: y Abraham fue y tomó el carnero, y le ofreció arriba para una ofrenda quemada en el stead de su hijo.
Y Abraham llamó el nombre de aquel sitio Jehovahjireh: como está dicho a este día, En el monte del SEÑOR será visto.
Y el ángel del SEÑOR llamó unto Abraham fuera de cielo el segundo tiempo,
Y dicho, Por yo tiene I jurado, saith el SEÑOR, para porque thou hast hecho esta cosa, y hast no withheld thy hijo, thine hijo único:
Aquello en bendecir bendeciré thee, y en multiplicar multiplicaré thy semilla como las estrellas del cielo, y como la arena qué es a la orilla de mar; y thy la semilla poseerá la puerta de sus enemigos;
Y en thy semilla todo las naciones de la tierra ser bendecido; porque thou hast obedecido mi voz.
Así que Abraham regresó unto sus hombres jóvenes, y se sublevaron y fue junto a Beersheba; y Abraham moró en Beersheba.
Y vino para pasar después de estas cosas, que lo estuvo dicho Abraham, refrán, Behold, Milcah, ella hath también niños natos unto thy hermano Nahor;
Huz su firstborn, y Buz su hermano, y Kemuel el padre de Aram,
Y Chesed, y Hazo, y Pildash, y Jidlaph, y Bethuel.
Y Bethuel begat Rebekah: estos ocho Milcah aguantó a Nahor, el hermano de Abraham.
Y su concubine, cuyo nombre era Reumah, ella bare también Tebah, y Gaham, y Thahash, y Maachah.
Y Sarah era un centenar y siete y veinte años: estos eran los años de la vida de Sarah.
Y Sarah murió en Kirjatharba; el mismo es Hebron en la tierra de Canaan: y Abraham vino para llorar para Sarah, y para llorar para su.
Y Abraham se mantuvo en pie de antes de que su muerto, y spake unto los hijos de Heth, refrán,
soy un más extraño y un sojourner contigo: me doy una posesión de un buryingplace contigo, que puedo enterrar mi muerto fuera de mi vista.
Y los niños de Heth Abraham contestado, diciendo unto le,
Oírnos, mi señor: thou arte un muy príncipe entre nosotros: en la elección de nuestro sepulchres entierra thy muerto; ninguno de nosotros withhold de thee su sepulchre, pero que thou mayest entierra thy muerto.
Y Abraham se mantuvo en pie, y se inclinó a las personas de la tierra, incluso a los niños de Heth.
Y él communed con ellos, refrán, Si lo ser vuestra mente que tendría que enterrar mi muerto fuera de mi vista; me oigo, e intreat para mí a Ephron el hijo de Zohar,
Que me puede dar la cueva de Machpelah, el cual él hath, el cual es al final de su campo; para tanto dinero como vale lo dará me para una posesión de un buryingplace entre ti.
Y Ephron morado entre los niños de Heth: y Ephron el Hittite Abraham contestado en la audiencia de los niños de Heth, incluso de todo aquel entró en la puerta de su ciudad, refrán,
Nay, mi señor, oírme: el campo da I thee, y la cueva que es therein, lo doy thee; en la presencia de los hijos de mis personas dan I lo thee: entierra thy muerto.
Y Abraham inclinó abajo él antes de las personas de la tierra.
Y él spake unto Ephron en la audiencia de las personas de la tierra, refrán, Pero si thou wilt darlo, ruego thee, oírme: daré thee dinero para el campo; toma él de mí, y enterraré mi muerto allí.
Y Ephron Abraham contestado, diciendo unto le,
Y Abraham hearkened unto Ephron; y Abraham pesó a Ephron la plata, el cual había nombrado en la audiencia de los hijos de Heth, cuatrocientos shekels de plata, dinero actual con el mercader.
Y el campo de Ephron, el cual era en Machpelah, el cual era antes de Mamre, el campo, y la cueva qué era therein, y todos los árboles que era en el campo, aquello era en toda la ronda de bordes aproximadamente, estuvo hecho seguro
Unto Abraham para una posesión en la presencia de los niños de Heth, antes de que todo aquello entró en la puerta de su ciudad.
Y el campo, y la cueva que es therein, estuvo hecho seguro unto Abraham para una posesión de un buryingplace por los hijos de Heth.
Y Abraham era viejo, y bien stricken en edad: y el SEÑOR había bendecido Abraham en todas las cosas.
Y Abraham dijo unto su eldest criado de su casa, aquel reglado encima todo que tuvo, Puesto, ruego thee, thy mano bajo mi muslo:
Y haré thee jurar por el SEÑOR, el Dios de cielo, y el Dios de la tierra, aquel thou shalt no tomar una mujer unto mi hijo de las hijas del Canaanites, entre quien moro:
Pero thou shalt ir unto mi país, y a mi parentela, y tomar una mujer unto mi hijo Isaac.
Y el criado dijo unto le, Peradventure la mujer no será dispuesta de seguirme unto esta tierra: mosto I necesidades traen thy hijo otra vez unto la tierra de whence thou camest?
Y Abraham dijo unto le, Beware thou que thou trae no mi hijo allá otra vez.
El Dios de SEÑOR de cielo, el cual me tomé de la casa de mi padre, y de la tierra de mi parentela, y qué spake unto me, y que sware unto me, refrán, Unto thy semilla doy esta tierra; enviará su ángel antes de thee, y thou shalt tomar una mujer unto mi hijo de thence.
Y si la mujer no será dispuesta de seguir thee, entonces thou shalt ser claro de este mi oath: sólo trae no mi hijo allá otra vez.
Y el criado puesto su mano bajo el muslo de Abraham su maestro, y sware a él concerniendo que asunto.
Y dijo, O Dios de SEÑOR de mi maestro Abraham, ruego thee, enviarme bien acelerar este día, y shew bondad unto mi maestro Abraham.
Behold, estoy aquí por el bien de agua; y las hijas de los hombres de la ciudad salida para dibujar agua:
Y vino para pasar, antes de que había hecho hablando, aquello, behold, Rebekah salió, quién nació a Bethuel, hijo de Milcah, la mujer de Nahor, el hermano de Abraham, con su pitcher a su hombro.
Y el damsel era muy justo de mirar a, una virgen, tampoco tuvo cualquier hombre conocido le: y bajó al bien, y le llenó pitcher, y vino arriba.
Y el criado corrió para cumplirle, y dicho, Dejado me, ruego thee, bebida una poca agua de thy pitcher.
Y dijo, Bebida, mi señor: y ella hasted, y dejado abajo su pitcher a su mano, y le dio bebida.
Y cuándo había hecho dándole bebida, dijo, dibujaré agua para thy camellos también, hasta que han hecho bebiendo.
Y ella hasted, y emptied le pitcher al trough, y corrió otra vez unto el bien para dibujar agua, y dibujó para todos sus camellos.
Y el hombre que se pregunta en su aguantado su paz, a ingenio si el SEÑOR había hecho su viaje próspero o no.
Y vino para pasar, como los camellos habían hecho bebiendo, que el hombre tomó un pendiente dorado de medio un shekel peso, y dos brazaletes para sus manos de diez shekels peso de oro;
Y dicho, Cuyo arte de hija thou? Me digo, ruego thee: es allí sala en thy la casa del padre para nosotros para alojar en?
Y dijo unto le, soy la hija de Bethuel el hijo de Milcah, el cual ella bare unto Nahor.
Dijo además unto le, tenemos ambas paja y provender bastante, y sala para alojar en.
Y el hombre inclinó abajo su jefa, y worshipped el SEÑOR.
Y dijo, Bendito ser el Dios de SEÑOR de mi maestro Abraham, quién hath indigente dejado no mi maestro de su piedad y su verdad: I ser en la manera, el SEÑOR me dirigí a la casa de los hermanos de mi maestro.
Y Rebekah tuvo un hermano, y su nombre era Laban: y Laban corrió fuera unto el hombre, unto el bien.
Y vino para pasar, cuándo vio el pendiente y brazaletes a las manos de su hermana, y cuándo oyó las palabras de Rebekah su hermana, refrán, Así spake el hombre unto me; aquello vino unto el hombre; y, behold, estuvo por los camellos en el bien.
Y dijo, Entrado, thou bendecido del SEÑOR; wherefore standest thou sin? Para he preparado la casa, y sala para los camellos.
Y el hombre vino a la casa: y él ungirded sus camellos, y dio paja y provender para los camellos, y agua para lavar sus pies, y los pies de los hombres que era con él.
Y allí estuvo puesto carne antes de que le para comer: pero dijo, no comeré, hasta que he dicho mina errand. Y dijo, Habla encima.
Y dijo, soy Abraham criado.
Y el SEÑOR hath bendecido mi maestro mucho; y está acaecido sumo: y él hath dado le rebaños, y manadas, y plata, y oro, y sirvientes, y maidservants, y camellos, y asnos.
Y Sarah la mujer de mi maestro bare un hijo a mi maestro cuándo era vieja: y unto le hath él dado todo que él hath.
Y mi maestro me hice jurar, refrán, Thou shalt no tomar una mujer a mi hijo de las hijas del Canaanites, en de quién tierra moro:
Pero thou shalt ir unto la casa de mi padre, y a mi parentela, y tomar una mujer unto mi hijo.
Y dije unto mi maestro, Peradventure la mujer no me seguirá.
Y dijo unto me, El SEÑOR, antes de que quien I paseo, enviará su ángel con thee, y prosperar thy manera; y thou shalt tomar una mujer para mi hijo de mi parentela, y de la casa de mi padre:
Entonces shalt thou ser claro de este mi oath, cuándo thou comest a mi parentela; y si dan no thee uno, thou shalt ser claro de mi oath.
Behold, I estand por el bien de agua; y vendrá para pasar, que cuándo el virgen cometh adelante para dibujar agua, y digo a ella, Darme, ruego thee, una poca agua de thy pitcher para beber;
Y dice a mí, Ambas bebida thou, y yo también sorteo para thy camellos: dejado igual ser la mujer quien el SEÑOR hath nombrado fuera para el hijo de mi maestro.
Y antes de que había hecho hablando en corazón de mina, behold, Rebekah vino adelante con su pitcher en su hombro; y bajó unto el bien, y dibujó agua: y dije unto le, Dejado me bebida, ruego thee.
E hizo prisa, y dejado abajo su pitcher de su hombro, y dicho, Bebida, y daré thy los camellos beben también: así que bebí, e hizo los camellos beben también.
Y le pedí, y dicho, Cuyo arte de hija thou? Y dijo, La hija de Bethuel, Nahor hijo, quien Milcah bare unto le: y puse el pendiente a su cara, y los brazaletes a sus manos.
E incliné abajo mi jefa, y worshipped el SEÑOR, y bendecido el Dios de SEÑOR de mi maestro Abraham, el cual había dirigido me en la manera derecha de tomar el hermano de mi maestro hija unto su hijo.
Y ahora si ye tratará amablemente y verdaderamente con mi maestro, decirme: y si no, decirme; aquello puedo girar a la derecha mano, o a la izquierda.
Entonces Laban y Bethuel contestado y dicho, La cosa proceedeth del SEÑOR: no podemos hablar unto thee malos o buenos.
Behold, Rebekah es antes de thee, tomarle, e ir, y dejar su ser thy el hijo del maestro mujer, como el SEÑOR hath hablado.
Y vino para pasar, aquello, cuándo el criado de Abraham oyó sus palabras, él worshipped el SEÑOR, inclinando él a la tierra.
Y el criado trajo adelante joyas de plata, y joyas de oro, y raiment, y les dio a Rebekah: dio también a su hermano y a su madre cosas preciosas.
Y comieron y bebida, él y los hombres que era con él, y tarried toda la noche; y se sublevaron por la mañana, y dijo, Enviarme fuera unto mi maestro.
Y su hermano y su madre dijeron, Dejado el damsel soportar con nosotros unos cuantos días, en el menos diez; después que irá.
Y dijo unto les, Obstaculizarme no, viendo el SEÑOR hath prosperado mi manera; me envío fuera que puedo ir a mi maestro.
Y dijeron, llamaremos el damsel, y enquire en su boca.
Y llamaron Rebekah, y dijo unto le, Wilt thou ir con este hombre? Y dijo, iré.
Y enviaron fuera Rebekah su hermana, y su enfermero, y el criado de Abraham, y sus hombres.
Y bendijeron Rebekah, y dijo unto le, Thou arte nuestra hermana, ser thou la madre de miles de millones, y dejar thy la semilla posee la puerta de aquellos cuáles les odian.
Y Rebekah surgió, y su damsels, y montaron a los camellos, y siguió el hombre: y el criado tomó Rebekah, y fue su manera.
E Isaac provino la manera del bien Lahairoi; para moró en el país del sur.
E Isaac salió a meditate en el campo en el eventide: y él lifted arriba de sus ojos, y vio, y, behold, los camellos venían.
Y Rebekah lifted arriba de sus ojos, y cuándo vio Isaac, encendió del camello.
Para había dicho unto el criado, Qué hombre es esto aquello walketh en el campo para cumplirnos? Y el criado había dicho, es mi maestro : por eso tomó un vail, y se cubrió.
Y el criado dijo Isaac todas las cosas que había hecho.
E Isaac trajo su a la tienda de su madre Sarah, y tomó Rebekah, y acaecía su mujer ; y le quiso: e isaac estuvo consolado después de la muerte de su madre.
Entonces otra vez Abraham tomó una mujer, y su nombre era Keturah.
Y ella bare le Zimran, y Jokshan, y Medan, y Midian, e ishbak, y Shuah.
Y Jokshan begat Sheba, y Dedan. Y los hijos de Dedan era Asshurim, y Letushim, y Leummim.
Y los hijos de Midian; Ephah, y Epher, y Hanoch, y Abidah, y Eldaah. Todo estos eran los niños de Keturah.
Pero unto los hijos del concubines, el cual Abraham tuvo, Abraham dio regalos, y les envió fuera de Isaac su hijo, mientras él todavía vivido, eastward, unto el país del este.
Y estos son los días de los años de la vida de Abraham qué vivió, un centenar threescore y quince años.
Entonces Abraham dio arriba del fantasma, y muerto en una vejez buena, un hombre viejo, y lleno de años; y estuvo reunido a sus personas.
Y sus hijos Isaac e ishmael le enterró en la cueva de Machpelah, en el campo de Ephron el hijo de Zohar el Hittite, el cual es antes de Mamre;
El campo qué Abraham adquirió de los hijos de Heth: había Abraham enterró, y Sarah su mujer.
Y vino para pasar después de la muerte de Abraham, aquel Dios bendecido su hijo Isaac; e isaac moró por el bien Lahairoi.
Ahora estos son las generaciones de Ishmael, el hijo de Abraham, quien Hagar el egipcio, Sarah handmaid, bare unto Abraham:
Y estos son los nombres de los hijos de Ishmael, por sus nombres, según sus generaciones: el firstborn de Ishmael, Nebajoth; y Kedar, y Adbeel, y Mibsam,
Y Mishma, y Dumah, y Massa,
Hadar, y Tema, Jetur, Naphish, y Kedemah:
Estos son los hijos de Ishmael, y estos son sus nombres , por sus ciudades, y por sus castillos; doce príncipes según sus naciones.
Y estos son los años de la vida de Ishmael, un centenar y treinta y siete años: y dio arriba del fantasma y murió; y era reunió unto sus personas.
Y moraron de Havilah unto Shur, aquello es antes de que Egipto, tan thou goest hacia Assyria: y murió en la presencia de todos sus hermanos.
Y estos son las generaciones de Isaac, el hijo de Abraham: Abraham begat Isaac:
E Isaac tenía cuarenta años cuándo tomó Rebekah a mujer, la hija de Bethuel el sirio de Padanaram, la hermana a Laban el sirio.
E Isaac intreated el SEÑOR para su mujer, porque era estéril: y el SEÑOR era intreated de él, y Rebekah su mujer concibió.
Y los niños lucharon juntos dentro de su; y dijo, Si lo ser tan, por qué soy I por ello? Y fue a enquire del SEÑOR.
Y el SEÑOR dijo unto le, Dos naciones son en thy womb, y dos manera de personas será separada de thy intestinos; y el las personas serán más fuertes que las otras personas; y el mayor servirá el más joven.
Y cuándo sus días para ser entregados estuvo cumplido, behold, había gemelos en su womb.
Y después de que aquello vino su hermano fuera, y su mano tomó agarrarse Esau talón; y su nombre se apellidó Jacob: e isaac era threescore los años viejos cuándo ella bare les.
Y los chicos crecieron: y Esau era un cazador astuto, un hombre del campo; y Jacob era un hombre sencillo , morando en tiendas.
E Isaac quiso Esau, porque comió de su venison: pero Rebekah quiso Jacob.
Y Jacob sod pottage: y Esau provino el campo, y era faint:
Y Esau dicho a Jacob, Alimentarme, ruego thee, con aquel mismo rojo pottage; para soy faint: por tanto era su nombre llamó Edom.
Y Jacob dijo, Venderme este día thy birthright.
Y Esau dicho, Behold, soy en el punto para morir: y qué beneficio esto birthright hacer a mí?
Y Jacob dijo, Jura a mí este día; y él sware unto le: y vendió su birthright unto Jacob.
Entonces Jacob dio Esau pan y pottage de lentiles; y comió y bebida, y se sublevó, y fue su manera: así Esau despreciado su birthright.
Y había una hambruna en la tierra, junto a la primera hambruna que era en los días de Abraham. E Isaac fue unto Abimelech rey del Philistines unto Gerar.
Y el SEÑOR pareció unto le, y dicho, Va no abajo a Egipto; mora en el aterrizar cuál diré thee de:
Sojourn en esta tierra, y seré con thee, y bendecirá thee; para unto thee, y unto thy semilla, daré todos estos países, y actuaré el oath cuál yo sware unto Abraham thy padre;
Y haré thy semilla para multiplicar como las estrellas de cielo, y dará unto thy sembrar todos estos países; y en thy semilla todo las naciones de la tierra ser bendecido;
Porque aquel Abraham obedeció mi voz, y mantuvo mi cargo, mi commandments, mis estatutos, y mis leyes.
E Isaac moró en Gerar:
Y los hombres del sitio le pidieron de su mujer; y dijo, es mi hermana : para temió para decir, es mi mujer ; lest, dijo él, los hombres del sitio me tendrían que matar para Rebekah; porque era justa de mirar a.
Y vino para pasar, cuándo había sido allí un tiempo largo, aquel Abimelech rey del Philistines mirado fuera en una ventana, y vio, y, behold, Isaac era deportivo con Rebekah su mujer.
Y Abimelech Isaac llamado, y dicho, Behold, de un surety es thy mujer: y qué saidst thou, es mi hermana ? E Isaac dijo unto le, Porque dije, Lest I dado para su.
Y Abimelech dicho, Qué es este thou hast hecho unto nos? Uno de las personas puede ligeramente ha lien con thy mujer, y thou shouldest ha traído guiltiness a nosotros.
Y Abimelech cobrado todas sus personas, refrán, Él aquello toucheth este hombre o su mujer seguramente serán puestos a muerte.
Entonces Isaac sowed en aquella tierra, y recibido en el mismo año un hundredfold: y el SEÑOR bendecido le.
Y el hombre waxed sumo, y fue de frente, y creció hasta que acaecía muy sumo:
Para tuvo posesión de rebaños, y posesión de manadas, y tienda suma de criados: y el Philistines le envidió.
Para todo el wells cuál los criados de su padre hubieron digged en los días de Abraham su padre, el Philistines había parado les, y les llenó con tierra.
Y Abimelech dijo unto Isaac, Va de nosotros; para thou arte mucho más poderoso que nosotros.
E Isaac departed thence, y pitched su tienda en el valle de Gerar, y moró allí.
E Isaac digged otra vez el wells de agua, el cual hubieron digged en los días de Abraham su padre; para el Philistines había parado les después de que la muerte de Abraham: y llamó sus nombres después de los nombres por qué su padre habían llamado les.
Y el herdmen de Gerar strive con Isaac herdmen, refrán, EL agua es la nuestra : y llamó el nombre del bien Esek; porque ellos strove con él.
Y ellos digged otro bien, y strove para aquel también: y llamó el nombre de él Sitnah.
Y sacó de thence, y digged otro bien; y para aquel ellos strove no: y llamó el nombre de él Rehoboth; y dijo, Por ahora el SEÑOR hath sala hecha para nosotros, y seremos fructíferos en la tierra.
Y remontó de thence a Beersheba.
Y el SEÑOR pareció unto le la misma noche, y dicho, soy el Dios de Abraham thy padre: teme no, para soy con thee, y bendecirá thee, y multiplicar thy semilla para el sake de mi criado Abraham.
Y él builded un altar allí, y llamado al nombre del SEÑOR, y pitched su tienda allí: y allí los criados de Isaac digged un bien.
Entonces Abimelech fue a él de Gerar, y Ahuzzath uno de sus amigos, y Phichol el capitán de jefe de su ejército.
E Isaac dijo unto les, Wherefore venir ye a mí, viendo ye me odio, y me ha enviado fuera de ti?
Y dijeron, vimos ciertamente que el SEÑOR era con thee: y dijimos, Dejados allí ser ahora un oath betwixt nos, incluso betwixt nos y thee, y dejados nos marca un covenant con thee;
Aquel thou wilt nos ningún dolido, como no hemos tocado thee, y como hemos hecho unto thee nada pero bueno, y ha enviado thee fuera en paz: thou arte ahora el bendito del SEÑOR.
Y les hizo un festín, y comieron y bebida.
Y se sublevaron betimes por la mañana, y sware uno a otro: e isaac les envió fuera, y ellos departed de él en paz.
Y vino para pasar el mismo día, que los criados de Isaac vinieron, y le dijo concerniendo el bien cuál hubieron digged, y dijo unto le, hemos encontrado agua.
Y lo llamó Shebah: por eso el nombre de la ciudad es Beersheba unto este día.
Y Esau era cuarenta años cuándo tomó a mujer Judith la hija de Beeri el Hittite, y Bashemath la hija de Elon el Hittite:
Cuál era un dolor de importar unto Isaac y a Rebekah.
Y vino para pasar, que cuándo Isaac era viejo, y sus ojos eran dim, de modo que no podría ver, llamó Esau su eldest hijo, y dijo unto le, Mi hijo: y dijo unto le, Behold, aquí soy I.
Y dijo, Behold ahora, soy viejo, sé no el día de mi muerte:
Ahora por tanto tomar, ruego thee, thy armas, thy temblar y thy lazo, y salir al campo, y tomarme algunos venison;
Y hacerme savoury carne, como I amor, y traerlo a mí, que puedo comer; aquello mi alma puede bendecir thee antes de que muero.
Y Rebekah oyó cuándo Isaac spake a Esau su hijo. Y Esau fue al campo para cazar para venison, y para traerlo.
Y Rebekah spake unto Jacob su hijo, refrán, Behold, oí thy el padre habla unto Esau thy hermano, refrán,
Traerme venison, y hacerme savoury carne, que puedo comer, y bendecir thee antes del SEÑOR antes de mi muerte.
Ahora por tanto, mi hijo, obedecer mi voz según aquel cuál mando thee.
Va ahora al rebaño, y fetch me de thence dos niños buenos de las cabras; y les haré savoury carne para thy padre, como él loveth:
Y thou shalt traerlo a thy padre, que puede comer, y que puede bendecir thee antes de su muerte.
Y Jacob dijo a Rebekah su madre, Behold, Esau mi hermano es un hombre peludo , y soy un hombre liso :
Mi padre peradventure me sentirá, y pareceré a él como deceiver; y traeré una maldición a mí, y no una bendición.
Y su madre dijo unto le, A mí ser thy maldición, mi hijo: sólo obedecer mi voz, e ir fetch me les.
Y fue, y fetched, y les trajo a su madre: y su madre hizo savoury carne, como su padre quiso.
Y Rebekah tomó goodly raiment de su eldest hijo Esau, el cual era con su en la casa, y puesto les a Jacob su hijo más joven:
Y puso las pieles de los niños de las cabras a sus manos, y al lisos de su cuello:
Y dio el savoury carne y el pan, el cual había preparado, a la mano de su hijo Jacob.
Y vino unto su padre, y dicho, Mi padre: y dijo, Aquí soy I; quién arte thou, mi hijo?
Y Jacob dijo unto su padre, soy Esau thy primer nato; he hecho según tan thou badest me: surge, ruego thee, sienta y comer de mi venison, aquel thy el alma me puede bendecir.
E Isaac dijo unto su hijo, Cómo es que thou hast encontrado lo tan deprisa, mi hijo? Y dijo, Porque el SEÑOR thy el dios lo trajo a mí.
E Isaac dijo unto Jacob, Venido cercano, ruego thee, que puedo sentir thee, mi hijo, si thou ser mi muy hijo Esau o no.
Y Jacob fue cercano unto Isaac su padre; y le sintió, y dicho, La voz es Jacob voz, pero las manos son las manos de Esau.
Y le vislumbró no, porque sus manos eran peludas, como su hermano Esau manos: así que le bendijo.
Y dijo, Arte thou mi muy hijo Esau? Y dijo, soy.
Y dijo, Traerlo cercano a mí, y comeré de mi hijo venison, que mi alma puede bendecir thee. Y lo trajo cercano a él, y comió: y le trajo vino, y bebió.
Y su padre Isaac dijo unto le, Venido cercano ahora, y darme un beso, mi hijo.
Y vino cercano, y le dio un beso: y olió el olor de su raiment, y bendecido le, y dicho, Ve, el olor de mi hijo es como el olor de un campo qué el SEÑOR hath bendito:
Por eso el dios da thee del rocío de cielo, y el fatness de la tierra, y abundancia de maíz y vino:
Deja las personas sirven thee, y las naciones inclinan abajo a thee: ser señor sobre thy hermanos, y dejar thy los hijos de la madre inclinan abajo a thee: maldecido ser cada un que curseth thee, y bendito ser él aquello blesseth thee.
Y vino para pasar, apenas Isaac había hecho un fin de bendecir Jacob, y Jacob era todavía escaso salido de la presencia de Isaac su padre, aquello Esau su hermano entró de su caza.
Y también había hecho savoury carne, y lo trajo unto su padre, y dijo unto su padre, Dejado mi padre surge, y comer de su hijo venison, aquel thy el alma me puede bendecir.
E Isaac su padre dijo unto le, Quién arte thou? Y dijo, soy thy hijo, thy firstborn Esau.
E Isaac tembló muy extremadamente, y dicho, Quién? Dónde es aquello hath tomado venison, y lo trajo me, y he comido de todo antes de thou camest, y le ha bendecido? yea, y será bendecido.
Y cuándo Esau oído las palabras de su padre, lloró con un sumo y superando grito amargo, y dijo unto su padre, Bendecirme, incluso me también, O mi padre.
Y dijo, Thy el hermano vino con subtilty, y hath tomado fuera thy bendición.
Y dijo, no Es él Jacob nombrado correctamente? Para él hath supplanted me estos dos tiempo: tomó fuera mi birthright; y, behold, ahora él hath tomado fuera mi bendición. Y dijo, Hast thou no reservado una bendición para mí?
E Isaac contestó y dicho unto Esau, Behold, le he hecho thy señor, y todos sus hermanos tienen I dados a él para criados; y con el maíz y el vino tienen le sostuve: y qué yo ahora unto thee, mi hijo?
Y Esau dijo unto su padre, Hast thou pero uno bendiciendo, mi padre? Me bendigo, incluso me también, O mi padre. Y Esau lifted arriba de su voz, y lloró.
E Isaac su padre contestado y dijo unto le, Behold, thy la habitación será el fatness de la tierra, y del rocío de cielo de arriba;
Y por thy espada shalt thou vivo, y shalt sirve thy hermano; y vendrá para pasar cuándo thou shalt tener el dominion, aquel thou shalt pausa su yugo de de thy cuello.
Y Esau Jacob odiado debido a la bendición wherewith su padre bendecido le: y Esau dicho en su corazón, Los días de llorar para mi padre es a mano; entonces yo slay mi hermano Jacob.
Y estas palabras de Esau su hijo grande estuvo dicho a Rebekah: y envió y Jacob llamado su hijo más joven, y dijo unto le, Behold, thy hermano Esau, como tocando thee, doth consuelo él, purposing para matar thee.
Ahora por tanto, mi hijo, obedecer mi voz; y surgir, huye thou a Laban mi hermano a Haran;
Y tarry con él unos cuantos días, hasta thy la furia del hermano da la espalda;
Hasta thy la rabia del hermano da la espalda de thee, y olvida que qué thou hast hecho a él: entonces enviaré, y fetch thee de thence: por qué tener que I ser privado también de ti ambos en un día?
Y Rebekah dijo a Isaac, soy cansado de mi vida debido a las hijas de Heth: si Jacob toma una mujer de las hijas de Heth, como estos cuáles son de las hijas de la tierra, qué bien mi vida me?
E Isaac llamó Jacob, y bendecido le, y le cobró, y dijo unto le, Thou shalt no tomar una mujer de las hijas de Canaan.
Surge, va a Padanaram, a la casa de Bethuel thy el padre de la madre; y tomar thee una mujer de thence de las hijas de Laban thy el hermano de la madre.
Y el dios Todopoderoso bendecir thee, y hacer thee fructífero, y multiplicar thee, aquel thou mayest ser un multitude de personas;
Y dar thee la bendición de Abraham, a thee, y a thy semilla con thee; aquel thou mayest heredar la tierra donde thou arte un desconocido, el cual el dios dio unto Abraham.
Cuándo Esau vio que Isaac había bendecido Jacob, y le envió fuera a Padanaram, para tomarle una mujer de thence; y que como le bendijo le dio un cargo, refrán, Thou shalt no tomar una mujer de las hijas de Canaan;
Y que Jacob obedeció su padre y su madre, y estuvo ido a Padanaram;
Y Esau viendo que las hijas de Canaan complacieron no Isaac su padre;
Entonces fue Esau unto Ishmael, y tomó unto las mujeres qué hubo Mahalath la hija de Ishmael el hijo de Abraham, la hermana de Nebajoth, para ser su mujer.
Y soñó, y behold un ladder conjunto arriba en la tierra, y la copa de él logrado a cielo: y behold los ángeles del dios que asciende y descendiendo encima lo.
Y, behold, el SEÑOR estuvo encima lo, y dicho, soy el Dios de SEÑOR de Abraham thy padre, y el Dios de Isaac: la tierra whereon thou liest, a thee lo doy, y a thy semilla;
Y thy la semilla será como el polvo de la tierra, y thou shalt propagación en el extranjero al del oeste, y al este, y al del norte, y al del sur: y en thee y en thy semilla todo las familias de la tierra ser bendecido.
Y, behold, soy con thee, y mantendrá thee en todos los sitios dónde thou goest, y traerá thee otra vez a esta tierra; para no dejaré thee, hasta que he hecho aquello cuál he hablado a thee de.
Y Jacob awaked fuera de su sueño, y dijo, Seguramente el SEÑOR es en este sitio; y lo conocí no.
Y era temeroso, y dicho, Cómo terrible es este sitio! Esto es ninguno otro pero la casa de Dios, y esto es la puerta de cielo.
Y Jacob se sublevó temprano por la mañana, y tomó el hueso que había puesto para sus almohadas, y puestos lo arriba para una pilar, y óleo vertido a la copa de él.
Y llamó el nombre de aquel sitio Bethel: pero el nombre de aquella ciudad se apellidó Luz en el primero.
Y Jacob juró un jurar, refrán, Si el dios será conmigo, y me mantendrá de este modo que voy, y me dará pan para comer, y raiment para poner encima,
De modo que vengo otra vez a la casa de mi padre en paz; entonces el SEÑOR es mi Dios :
Y este hueso, el cual he puesto para una pilar, será la casa del dios: y de todo aquel thou shalt darme seguramente daré el décimo unto thee.
Entonces Jacob fue en su viaje, y vino a la tierra de las personas del este.
Y miraba, y behold un bien en el campo, y, lo, había tres rebaños de ovejas lying por él; para fuera de aquel bien abrevaron los rebaños: y un hueso sumo era al bien boca.
Y dijo unto les, Es bien? Y dijeron, es bien: y, behold, Rachel su hija cometh con la oveja.
Y dijeron, podemos no, hasta que todos los rebaños ser reunidos juntos, y caja ruedan el hueso del bien boca; entonces abrevamos la oveja.
Y mientras él todavía spake con ellos, Rachel vino con la oveja de su padre: para les mantuvo.
Y vino para pasar, cuándo Jacob vio Rachel la hija de Laban el hermano de su madre, y la oveja de Laban el hermano de su madre, que Jacob fue cercano, y rodó el hueso del bien boca, y abrevó el rebaño de Laban el hermano de su madre.
Y Jacob dio un beso Rachel, y lifted arriba de su voz, y lloró.
Y Jacob dijo Rachel que era su padre hermano, y que era Rebekah hijo: y corrió y dijo su padre.
Y vino para pasar, cuándo Laban oído el tidings de Jacob el hijo de su hermana, que corrió para cumplirle, y le abrazó, y le dio un beso, y le trajo a su casa. Y dijo Laban todas estas cosas.
Y Laban dicho a él, Seguramente thou arte mi hueso y mi carne. Y él morada con él el espacio de un mes.
Y Laban dijo unto Jacob, Porque thou arte mi hermano, shouldest thou por tanto servirme para nought? Me digo, qué thy sueldos ser?
Leah era tierna eyed; pero Rachel era bella y bien favoreció.
Y Jacob quiso Rachel; y dicho, serviré thee siete años para Rachel thy hija más joven.
Y Laban dicho, es mejor que le doy a thee, que que le tendría que dar a otro hombre: soporta conmigo.
Y Jacob sirvió siete años para Rachel; y parecían unto le pero unos cuantos días, para el amor tuvo que le.
Y Jacob dijo unto Laban, Darme mi mujer, para mis días están cumplidos, que puedo entrar unto le.
Y Laban reunido junto todos los hombres del sitio, e hizo un festín.
Y vino para pasar en la tarde, que tomó Leah su hija, y le trajo a él; y entró unto le.
Y Laban dio unto su hija Leah Zilpah su sirvienta para un handmaid.
Y vino para pasar, que por la mañana, behold, era Leah : y dijo a Laban, Qué es este thou hast hecho unto me? No sirvo con thee para Rachel? wherefore Entonces hast thou beguiled me?
Cumplir su semana, y daremos thee esto también para el servicio qué thou shalt servir conmigo todavía siete otros años.
Y Jacob hizo tan, y cumplió su semana: y le dio Rachel su hija a mujer también.
Y Laban dio a Rachel su hija Bilhah su handmaid para ser su sirvienta.
Y entró también unto Rachel, y quiso también Rachel más de Leah, y servido con él todavía siete otros años.
Y cuándo el SEÑOR vio que Leah estuvo odiada, le abrió womb: pero Rachel era estéril.
Y Leah concibió, y bare un hijo, y llamó su nombre Reuben: para dijo, Seguramente el SEÑOR hath mirado a mi aflicción; ahora por eso mi marido me querrá.
Y concibió otra vez, y bare un hijo; y dicho, Porque el SEÑOR hath oído que estuve odiado, él hath por tanto dado me este hijo también: y llamó su nombre Simeon.
Y concibió otra vez, y bare un hijo; y dicho, Ahora este tiempo mi marido ser unió unto me, porque tengo nato le tres hijos: por tanto era su nombre llamó Levi.
Y concibió otra vez, y bare un hijo: y dijo, Ahora alabo el SEÑOR: por eso llamó su nombre Judah; y dejó aguantar.
Y cuándo Rachel vio que ella bare Jacob ningún niño, Rachel envidió su hermana; y dijo unto Jacob, Darme niños, o más I dado.
Y la rabia de Jacob era kindled en contra Rachel: y dijo, Soy I en Dios stead, quién hath withheld de thee la fruta del womb?
Y dijo, Behold mi sirvienta Bilhah, entra unto le; y aguantará a mis rodillas, que también puedo tener niños por su.
Y le dio Bilhah le handmaid a mujer: y Jacob entró unto le.
Y Bilhah concebido, y bare Jacob un hijo.
Y Rachel dijo, Dios hath juzgado me, y hath también oyó mi voz, y hath dado me un hijo: por tanto llamó ella los suyos nombran Dan.
Y Bilhah la sirvienta de Rachel concibió otra vez, y bare Jacob un segundo hijo.
Y Rachel dijo, Con sumo wrestlings tiene I wrestled con mi hermana, y he prevalecido: y llamó su nombre Naphtali.
Cuándo Leah vio que había dejado aguantando, tomó Zilpah su sirvienta, y dio su Jacob a mujer.
Y Zilpah la sirvienta de Leah bare Jacob un hijo.
Y Leah dijo, Una tropa cometh: y llamó su nombre Gad.
Y Zilpah la sirvienta de Leah bare Jacob un segundo hijo.
Y Leah dijo, Feliz soy I, para las hijas me llamarán bendecidas: y llamó su nombre Asher.
Y Reuben entró los días de cosecha de trigo, y fundar mandrakes en el campo, y les trajo unto su madre Leah. Entonces Rachel dijo a Leah, Darme, ruego thee, de thy hijo mandrakes.
Y dijo unto le, Es un asunto pequeño que thou hast tomado mi marido? Y wouldest thou toma fuera mi hijo mandrakes también? Y Rachel dijo, Por eso él mentira con thee a noche para thy hijo mandrakes.
Y Jacob salió del campo en la tarde, y Leah salió para cumplirle, y dicho, Thou tiene que entrar unto me; para seguramente he contratado thee con mi hijo mandrakes. Y pone con su aquella noche.
Y Dios hearkened unto Leah, y concibió, y bare Jacob el quinto hijo.
Y Leah concibió otra vez, y bare Jacob el sexto hijo.
Y Leah dijo, Dios hath endued me con un dote bueno; ahora mi marido mora conmigo, porque tengo nato le seis hijos: y llamó su nombre Zebulun.
Y después ella bare una hija, y llamó su nombre Dinah.
Y el dios recordó Rachel, y Dios hearkened a ella, y le abrió womb.
Y llamó su nombre Joseph; y dicho, El SEÑOR añadirá a mí otro hijo.
Y vino para pasar, cuándo Rachel tuvo Joseph nato, que Jacob dijo unto Laban, Enviarme fuera, que puedo ir unto mina sitio propio, y a mi país.
Me doy mis mujeres y mis niños, para quien he servido thee, y dejado me ir: para thou knowest mi servicio qué I ha hecho thee.
Y Laban dijo unto le, ruego thee, si he encontrado favor en thine ojos, tarry: para he aprendido por experimentar que el SEÑOR hath bendecido me para thy sake.
Y dijo, Nombrarme thy sueldos, y lo daré.
Y dijo unto le, Thou knowest cómo he servido thee, y qué thy el ganado era conmigo.
Para era poco qué thou hadst antes de que vine, y es ahora aumentó unto un multitude; y el SEÑOR hath bendito thee desde mi venidero: y ahora cuándo proporciono para mina casa propia también?
Y dijo, Qué doy thee? Y Jacob dijo, Thou shalt no darme cualquier cosa: si thou wilt hacer esta cosa para mí, otra vez alimentaré y mantener thy rebaño.
Pasaré a través de todo thy rebaño a día, sacando de thence todo el speckled y spotted ganado, y todo el ganado marrón entre la oveja, y el spotted y speckled entre las cabras: y de tal será mi alquiler.
Así que mi righteousness respuesta para mí en cronometrar para venir, cuándo vendrá para mi alquiler antes de thy cara: cada uno aquello no es speckled y spotted entre las cabras, y marrones entre la oveja, aquello será contó robado conmigo.
Y Laban dicho, Behold, yo podría ser según thy palabra.
Y sacó que día el él cabras que era ringstraked y spotted, y todo el ella cabras que era speckled y spotted, y cada uno aquello tuvo algún blanco en él, y todo el marrón entre la oveja, y les dio a la mano de sus hijos.
Y puso tres días' viaje betwixt él y Jacob: y Jacob alimentó el resto de Laban rebaños.
Y Jacob le tomó cañas de chopo verde, y del avellano y castaño; y pilled blanco strakes en ellos, e hizo el blanco parecer cuál era en las cañas.
Y puso las cañas qué hubo pilled antes de los rebaños en el gutters en el riego troughs cuándo los rebaños vinieron para beber, que tendrían que concebir cuándo vinieron para beber.
Y los rebaños concibieron antes de las cañas, y trajo adelante ganado ringstraked, speckled, y spotted.
Y Jacob separó los corderos, y poner las caras de los rebaños hacia el ringstraked, y todo el marrones en el rebaño de Laban; y puso sus rebaños propios por ellos, y puestos les no unto Laban ganado.
Y vino para pasar, whensoever el ganado más fuerte concibió, que Jacob puso las cañas antes de los ojos del ganado en el gutters, que podrían concebir entre las cañas.
Pero cuándo el ganado era débil, les puso no en: así que el más débil era Laban es, y el Jacob más fuerte es.
Y Jacob beheld el countenance de Laban, y, behold, no fue hacia él tan antes.
Y el SEÑOR dijo unto Jacob, Regreso unto la tierra de thy padres, y a thy parentela; y seré con thee.
Y Jacob envió y Leah y Rachel llamadas al campo unto su rebaño,
Y dijo unto les, veo vuestro padre countenance, que no es hacia mí tan antes; pero el Dios de mi padre hath sido conmigo.
Y ye sabe que con todo mi poder he servido vuestro padre.
Y vuestro padre hath engañado me, y cambió mis sueldos diez tiempo; pero el dios le padeció no para dolerme.
Si dijo así, El speckled será thy sueldos; entonces todo el ganado bare speckled: y si dijo así, El ringstraked será thy alquiler; entonces bare todo el ganado ringstraked.
Por ello Dios hath tomado fuera el ganado de vuestro padre, y dado les a mí.
Y vino para pasar en el tiempo que el ganado concibió, que yo lifted arriba ojos de mina, y vio en un sueño, y, behold, los carneros qué saltados al ganado era ringstraked, speckled, y grisled.
Y el ángel de Dios spake unto me en un sueño, refrán, Jacob: Y dije, Aquí soy I.
Y dijo, Impulso arriba ahora thine ojos, y ver, todos los carneros qué salto al ganado es ringstraked, speckled, y grisled: para he visto todo aquel Laban doeth unto thee.
Soy el Dios de Bethel, donde thou anointedst la pilar, y donde thou vowedst un jurar unto me: ahora surgir, coge thee fuera de esta tierra, y regresar unto la tierra de thy parentela.
Y Rachel y Leah contestaron y dijo unto le, Es allí aún así cualquier porción o herencia para nosotros en la casa de nuestro padre?
Para todo el riches qué Dios hath tomado de nuestro padre, aquello es el nuestro , y nuestros niños es: ahora entonces, cualquier Dios hath dicho unto thee, .
Entonces Jacob se sublevó, y poner sus hijos y sus mujeres a camellos;
Y llevó fuera todo su ganado, y todos sus bienes qué había cogido, el ganado de su cogiendo, el cual había entrado Padanaram, para para ir a Isaac su padre en la tierra de Canaan.
Y Laban fue a shear su oveja: y Rachel había robado las imágenes que era su padre es.
Y Jacob robó fuera unawares a Laban el sirio, en aquel le dijo no que huyó.
Así que huyó con todo que tuvo; y se sublevó, y pasado sobre el río, y poner su cara hacia el monte Gilead.
Y era dijo Laban en el tercer día que Jacob estuvo huido.
Y tomó sus hermanos con él, y perseguido después de que le siete días' viaje; y ellos overtook le en el monte Gilead.
Y el dios vino a Laban el sirio en un sueño por noche, y dijo unto le, Toma heed que thou habla no a Jacob tampoco bueno o malo.
Entonces Laban overtook Jacob. Ahora Jacob hubo pitched su tienda en el monte: y Laban con sus hermanos pitched en el monte de Gilead.
Y Laban dicho a Jacob, Qué hast thou hecho, aquel thou hast robado fuera unawares a mí, y llevó fuera mis hijas, como los cautivos tomados con la espada?
Wherefore didst thou Huye fuera en secreto, y robar fuera de mí; y didst no decirme, que podría haber enviado thee fuera con mirth, y con canciones, con tabret, y con arpa?
Y hast no padecido me para dar un beso mis hijos y mis hijas? thou hast Ahora hecho tontamente en tan haciendo.
Es en el poder de mi mano para hacer doliste: pero el Dios de vuestro padre spake unto me yesternight, refrán, Toma thou heed que thou habla no a Jacob tampoco bueno o malo.
Y ahora, aun así thou wouldest necesidades ser idos, porque thou llaga longedst después de thy la casa del padre, todavía wherefore hast thou robado mis dioses?
Y Jacob contestó y dicho a Laban, Porque era temeroso: para dije, Peradventure thou wouldest toma a la fuerza thy hijas de mí.
Con whomsoever thou findest thy dioses, dejados le no vivir: antes de nuestros hermanos vislumbran thou qué es thine conmigo, y tomarlo a thee. Para Jacob supo no que Rachel había robado les.
Y Laban fue a la tienda de Jacob, y a la tienda de Leah, y al dos maidservants' tiendas; pero les encontró no. Entonces fue él fuera de la tienda de Leah, e introducido a la tienda de Rachel.
Ahora Rachel había tomado las imágenes, y puestos les en el mobiliario del camello, y sentado a ellos. Y Laban buscado toda la tienda, pero encontrado les no.
Y dijo a su padre, Dejado lo no desagradar mi señor que no me puedo sublevar antes de thee; para la costumbre de mujeres es a mí. Y buscó, pero funda no las imágenes.
Mientras que thou hast buscado todo mi material, qué hast thou encontrado de todo thy material de casa? Puesto lo aquí antes de mis hermanos y thy hermanos, que pueden juzgar betwixt nos ambos.
Esto veinte años tienen I ser con thee; thy ewes y thy ella las cabras han no lanzar su joven, y los carneros de thy el rebaño tiene yo no comido.
Aquello cuál estuvo desgarrado de bestias traje no unto thee; yo bare la pérdida de él; de mi mano didst thou requerirlo, si robado por día, o robado por noche.
Por ello era; en el día la sequía me consumí, y la helada por noche; y mi sueño departed de ojos de mina.
Excepto el Dios de mi padre, el Dios de Abraham, y el miedo de Isaac, había sido conmigo, seguramente thou hadst me envié fuera ahora vacío. Dios hath aflicción de mina vista y el trabajo de mis manos, y rebuked thee yesternight.
Y Laban contestado y dijo unto Jacob, Estas hijas son mis hijas , y estos niños son mis niños , y este ganado es mi ganado , y todo aquel thou seest es mina: y qué puede yo este día unto estos mis hijas, o unto sus niños qué tienen natos?
Ahora por tanto venir thou, dejado nos marca un covenant, I y thou; y dejado lo ser para un testigo entre mí y thee.
Y Jacob tomó un hueso, y puesto lo arriba para una pilar.
Y Jacob dijo unto sus hermanos, Reunir huesos; y tomaron huesos, e hizo un heap: y comieron allí al heap.
Y Laban dicho, Este heap es un testigo entre mí y thee este día. Por tanto era el nombre de él llamó Galeed;
Y Mizpah; para dijo, El reloj de SEÑOR entre mí y thee, cuándo somos ausentes uno de otro.
Y Laban dicho a Jacob, Behold este heap, y behold esta pilar, el cual he lanzado betwixt me y thee:
Este heap ser testigo, y esta pilar es testigo , que no pasaré sobre este heap a thee, y que thou shalt no pasar sobre este heap y esta pilar unto me, para daño.
El Dios de Abraham, y el Dios de Nahor, el Dios de su padre, juez betwixt nos. Y Jacob sware por el miedo de su padre Isaac.
Entonces Jacob ofreció sacrificio al monte, y llamó sus hermanos para comer pan: y comieron pan, y tarried toda la noche en el monte.
Y temprano por la mañana Laban se sublevó, y dio un beso sus hijos y sus hijas, y bendecidos les: y Laban departed, y regresó unto su sitio.
Y Jacob fue en su manera, y los ángeles de Dios le cumplieron.
Y cuándo Jacob les vio, dijo, Esto es Dios anfitrión: y llamó el nombre de aquel sitio Mahanaim.
Y Jacob envió mensajeros antes de que le a Esau su hermano unto la tierra de Seir, el país de Edom.
Y les mandó, refrán, Así ye hablar unto mi señor Esau; Thy criado Jacob saith así, he sojourned con Laban, y se quedó allí hasta que ahora:
Y he oxen, y asnos, rebaños, y sirvientes, y womenservants: y he enviado para decir mi señor, que puedo encontrar gracia en thy vista.
Y los mensajeros regresaron a Jacob, refrán, vinimos a thy hermano Esau, y también él cometh para cumplir thee, y cuatrocientos hombres con él.
Entonces Jacob era mucho temeroso y angustiado: y dividió las personas que era con él, y los rebaños, y manadas, y los camellos, a dos bandas;
Y dicho, Si Esau venido al empresa, y golpearlo, entonces la otra empresa qué queda huirá.
Y Jacob dijo, O Dios de mi padre Abraham, y Dios de mi padre Isaac, el SEÑOR qué saidst unto me, Regreso unto thy país, y a thy parentela, y trataré bien con thee:
no soy digno del menos de todas las piedades, y de toda la verdad, el cual thou hast shewed unto thy criado; para con mi personal pasé sobre esta Jordania; y ahora estoy acaecido dos bandas .
Me entrego, ruego thee, de la mano de mi hermano, de la mano de Esau: para le temo, lest vendrá y golpearme, y la madre con los niños.
Y thou saidst, seguramente haré thee bien, y hacer thy semilla como la arena del mar, los cuales no pueden ser numerados para multitude.
Y alojó allí que noche misma; y tomó de aquel cuál vino a su mano un presente para Esau su hermano;
Doscientos ella cabras, y veinte él cabras, doscientos ewes, y veinte carneros,
Treinta milch camellos con su colts, cuarenta kine, y diez toros, veinte ella asnos, y diez potros.
Y les entregó a la mano de sus criados, cada condujo por ellos; y dijo unto sus criados, Pase encima antes de que me, y poner un espacial betwixt condujo y condujo.
Y mandó el más importante, refrán, Cuándo Esau mi hermano meeteth thee, y asketh thee, refrán, Cuyo arte thou? Y dónde goest thou? Y de quién es estos antes de thee?
Entonces thou shalt dice, Ellos ser thy criado Jacob es; es un presente envió unto mi señor Esau: y, behold, también es detrás nos.
Y tan mandado él el segundo, y el tercio, y todo aquello siguió el droves, refrán, En esta manera ye habla unto Esau, cuándo ye encontrarle.
Y decir ye además, Behold, thy criado Jacob es detrás nos. Para dijo, le apaciguaré con el presente que goeth antes de que me, y después veré su cara; peradventure aceptará de mí.
Así que fue el presente encima antes de que le: y él alojó que noche en la empresa.
Y se sublevó que noche, y tomó sus dos mujeres, y su dos womenservants, y sus once hijos, y pasados sobre el ford Jabbok.
Y Jacob quedó sólo; y allí wrestled un hombre con él hasta que la ruptura del día.
Y cuándo vio que prevaleció no en contra le, tocó el hueco de su muslo; y el hueco del muslo de Jacob era fuera de junta, como él wrestled con él.
Y dijo, Dejado me ir, para el día breaketh. Y dijo, no dejaré thee va, excepto thou bendecirme.
Y dijo unto le, Qué es thy nombre? Y dijo, Jacob.
Y dijo, Thy el nombre se apellidará ningún más Jacob, pero Israel: para como príncipe hast thou poder con Dios y con hombres, y hast prevaleció.
Y Jacob le pidió, y dicho, Decirme, ruego thee, thy nombre. Y dijo, Wherefore es que thou dost interesarse mi nombre? Y le bendijo allí.
Y Jacob llamó el nombre del sitio Peniel: para he visto Dios frente a frente, y mi vida está preservada.
Y como pasó encima Penuel el sol ascendió a él, y paró a su muslo.
Por eso los niños de Israel comen no del tendón qué encogido, el cual es al hueco del muslo, unto este día: porque tocó el hueco del muslo de Jacob en el tendón que encogió.
Y Jacob lifted arriba de sus ojos, y mirados, y, behold, Esau vino, y con él cuatrocientos hombres. Y dividió los niños unto Leah, y unto Rachel, y unto el dos handmaids.
Y puso el handmaids y sus niños más importantes, y Leah y sus niños después, y Rachel y Joseph hindermost.
Y pasó encima antes de que les, y se inclinó completamente siete tiempo, hasta que vino cercano a su hermano.
Y Esau corrió para cumplirle, y le abrazó, y cayó en su cuello, y le dio un beso: y lloraron.
Entonces el handmaidens vino cercano, ellos y sus niños, y se inclinaron.
Y Leah también con sus niños vinieron cercanos, y los inclinó: y después de que vino Joseph cercano y Rachel, y se inclinaron.
Y dijo, Qué más malo thou por todo este condujo qué I cumplió? Y dijo, Estos son para encontrar gracia en la vista de mi señor.
Y Jacob dijo, Nay, ruego thee, si ahora he encontrado gracia en thy vista, entonces recibir mi presente en mi mano: para por eso he visto thy cara, como si había visto la cara de Dios, y thou wast complacido conmigo.
Toma, ruego thee, mi bendiciendo que está traído a thee; porque Dios hath trató graciously conmigo, y porque he bastante. Y le instó, y lo tomó.
Y dijo, Dejado nos tomar nuestro viaje, y dejado nos ir, e iré antes de thee.
Y dijo unto le, Mi señor knoweth que los niños son tiernos, y los rebaños y manadas con jóvenes es conmigo: y si los hombres tienen que overdrive les uno día, todo el rebaño morirá.
Dejado mi señor, ruego thee, pase encima antes de su criado: y dirigiré encima suavemente, según como el ganado que goeth antes de que me y los niños ser capaces de soportar, hasta que vengo unto mi señor unto Seir.
Y Esau dicho, Dejado me ahora dejar con thee algunos del folk aquello es conmigo. Y dijo, Qué needeth lo? Dejado me encontrar gracia en la vista de mi señor.
Tan Esau regresado que día en su manera unto Seir.
Y Jacob vino a Shalem, una ciudad de Shechem, el cual es en la tierra de Canaan, cuándo provino Padanaram; y pitched su tienda antes de la ciudad.
Y levantó allí un altar, y lo llamó EleloheIsrael.
Y Dinah la hija de Leah, el cual ella bare unto Jacob, salió para ver las hijas de la tierra.
Y cuándo Shechem el hijo de Hamor el Hivite, príncipe del país, le vio, le tomó, y poner con su, y defiled le.
Y su bastón de alma unto Dinah la hija de Jacob, y quiso el damsel, y spake amablemente unto el damsel.
Y Jacob oyó que hubo defiled Dinah su hija: ahora sus hijos eran con su ganado en el campo: y Jacob aguantó su paz hasta que estuvieron venidos.
Y Hamor el padre de Shechem salió unto Jacob a comuna con él.
Y los hijos de Jacob salieron del campo cuándo lo oyeron: y los hombres estuvieron apenados, y eran muy wroth, porque hubo wrought locura en Israel en lying con la hija de Jacob; qué cosa ought no para ser hecho.
Y Hamor communed con ellos, refrán, EL alma de mi hijo Shechem longeth para vuestra hija: ruego le das le a mujer.
Y ye morará con nosotros: y la tierra será antes de que te; mora y comerciar ye therein, y cogerte posesiones therein.
Y Shechem dijo unto su padre y unto sus hermanos, Dejados me encontrar gracia en vuestros ojos, y lo que ye dirá unto me daré.
Me pido nunca tanto dote y regalo, y daré según tan ye dirá unto me: pero darme el damsel a mujer.
Y los hijos de Jacob contestaron Shechem y Hamor su padre con falsedad, y dicho, porque hubo defiled Dinah su hermana:
Y dijeron unto les, podemos no esta cosa, para dar nuestra hermana a uno aquello es uncircumcised; para aquel era un reprochar unto nos:
Entonces damos nuestras hijas unto te, y tomaremos vuestras hijas a nosotros, y moraremos contigo, y acaeceremos una personas.
Pero si ye no hearken unto nos, para ser circumcised; entonces tomamos nuestra hija, y seremos idos.
Y sus palabras complacieron Hamor, y Shechem Hamor hijo.
Y el hombre joven deferred no para hacer la cosa, porque tuvo delicia en la hija de Jacob: y era más honorable que toda la casa de su padre.
Y Hamor y Shechem su hijo vino unto la puerta de su ciudad, y communed con los hombres de su ciudad, refrán,
Estos hombres son peaceable con nosotros; por tanto dejado les morar en la tierra, y comerciar therein; para la tierra, behold, es bastante grande para ellos; dejado nos tomar sus hijas a nosotros para mujeres, y dejados nos darles nuestras hijas.
Sólo herein los hombres consienten unto nos para para morar con nosotros, para ser una personas, si cada macho entre nosotros ser circumcised, como son circumcised.
no su ganado y su sustancia y cada bestia de suyo ser el nuestro? Sólo dejado nos consentimiento unto les, y morarán con nosotros.
Y unto Hamor y unto Shechem su hijo hearkened todo aquello salió de la puerta de su ciudad; y cada macho era circumcised, todo aquello salió de la puerta de su ciudad.
Y vino para pasar en el tercer día, cuándo eran doloridos, aquello dos de los hijos de Jacob, Simeon y Levi, Dinah hermanos, tomó cada hombre su espada, y vino a la ciudad arriscadamente, y slew todos los machos.
Los hijos de Jacob vinieron al slain, y estropeados la ciudad, porque hubieron defiled su hermana.
Tomaron su oveja, y su oxen, y sus asnos, y aquello cuál era en la ciudad, y aquello cuál era en el campo,
Y toda su riqueza, y todo su poco unos, y sus mujeres tomaron ellos cautivos, y estropeados incluso todo aquello era en la casa.
Y dijeron, Tener que trata nuestra hermana como con un harlot?
Y el dios dijo unto Jacob, Surge, remonta a Bethel, y morar allí: y marca allí un altar unto Dios, aquello pareció unto thee cuándo thou fleddest de la cara de Esau thy hermano.
Entonces Jacob dijo unto su casa, y a todo aquello era con él, Puesto fuera los dioses extraños que es entre ti, y ser limpio, y cambiar vuestro garments:
Y dejado nos surgir, y remontar a Bethel; y haré allí un altar unto Dios, quién me contesté en el día de mi aflicción, y era conmigo en la manera qué I fue.
Y dieron unto Jacob todo los dioses extraños qué era en su mano, y todos sus pendientes qué era en sus orejas; y Jacob les escondió debajo el roble qué era por Shechem.
Y ellos journeyed: y el terror de Dios era a las ciudades que era ronda aproximadamente les, y no persiguieron después de los hijos de Jacob.
Así que Jacob vino a Luz, el cual es en la tierra de Canaan, aquello es, Bethel, él y todas las personas que era con él.
Y construyó allí un altar, y llamó el sitio Elbethel: porque allí el dios pareció unto le, cuándo huyó de la cara de su hermano.
Pero el enfermero de Deborah Rebekah murió, y estuvo enterrada debajo Bethel bajo un roble: y el nombre de él se apellidó Allonbachuth.
Y el dios pareció unto Jacob otra vez, cuándo salió de Padanaram, y bendecido le.
Y el dios dijo unto le, Thy el nombre es Jacob : thy el nombre no se apellidará más Jacob, pero Israel será thy nombre: y llamó su Israel de nombre.
Y el dios dijo unto le, soy Dios Todopoderoso: ser fructífero y multiplicar; una nación y una empresa de naciones será de thee, y los reyes saldrán de thy lomos;
Y el aterrizar cuál di Abraham e isaac, a thee lo daré, y a thy semilla después de thee doy la tierra.
Y el dios remontó de él en el sitio donde habló con él.
Y Jacob conjunto arriba de una pilar en el sitio donde habló con él, incluso una pilar de hueso: y vertió una bebida que ofrece thereon, y vertió óleo thereon.
Y Jacob llamó el nombre del sitio donde Dios spake con él, Bethel.
Y ellos journeyed de Bethel; y había pero una poca manera para venir a Ephrath: y Rachel travailed, y tuvo trabajo duro.
Y vino para pasar, cuándo era en trabajo duro, que la matrona dijo unto le, Teme no; thou shalt tener este hijo también.
Y vino para pasar, como su alma era en departing, (para murió) que llamó su nombre Benoni: pero su padre le llamó Benjamin.
Y Rachel murió, y estuvo enterrado en la manera a Ephrath, el cual es Bethlehem.
Y Jacob puso una pilar a su tumba: aquello es la pilar de Rachel grave unto este día.
E Israel journeyed, y extender su tienda allende la torre de Edar.
Y vino para pasar, cuándo Israel moró en aquella tierra, que Reuben fue y poner con Bilhah su padre concubine: e israel lo oyó. Ahora los hijos de Jacob eran doce:
Los hijos de Leah; Reuben, Jacob firstborn, y Simeon, y Levi, y Judah, e issachar, y Zebulun:
Los hijos de Rachel; Joseph, y Benjamin:
Y los hijos de Bilhah, Rachel handmaid; Dan, y Naphtali:
Y los hijos de Zilpah, Leah handmaid; Gad, y Asher: estos son los hijos de Jacob, el cual nació a él en Padanaram.
Y Jacob vino unto Isaac su padre unto Mamre, unto la ciudad de Arbah, el cual es Hebron, donde Abraham e isaac sojourned.
Y los días de Isaac eran un centenar y fourscore años.
E Isaac dio arriba del fantasma, y muerto, y era reunió unto sus personas, siendo viejos y llenos de días: y sus hijos Esau y Jacob le enterró.
Ahora estos son las generaciones de Esau, quién es Edom.
Esau Tomó sus mujeres de las hijas de Canaan; Adah la hija de Elon el Hittite, y Aholibamah la hija de Anah la hija de Zibeon el Hivite;
Y Bashemath Ishmael hija, hermana de Nebajoth.
Y Adah bare a Esau Eliphaz; y Bashemath bare Reuel;
Y Aholibamah bare Jeush, y Jaalam, y Korah: estos son los hijos de Esau, el cual nació unto le en la tierra de Canaan.
Y Esau tomó sus mujeres, y sus hijos, y sus hijas, y todas las personas de su casa, y su ganado, y todas sus bestias, y toda su sustancia, el cual tuvo en la tierra de Canaan; y fue al país de la cara de su hermano Jacob.
Para su riches era más de aquel podrían morar juntos; y la tierra donde eran desconocidos no les podría aguantar debido a su ganado.
Así moró Esau en montar Seir: Esau es Edom.
Y estos son las generaciones de Esau el padre del Edomites en montar Seir:
Estos son los nombres de Esau hijos; Eliphaz el hijo de Adah la mujer de Esau, Reuel el hijo de Bashemath la mujer de Esau.
Y Timna era concubine a Eliphaz Esau hijo; y ella bare a Eliphaz Amalek: estos eran los hijos de Adah Esau mujer.
Y estos son los hijos de Reuel; Nahath, y Zerah, Shammah, y Mizzah: estos eran los hijos de Bashemath Esau mujer.
Estos eran duques de los hijos de Esau: los hijos de Eliphaz el firstborn hijo de Esau; duque Teman, duque Omar, duque Zepho, duque Kenaz,
Duque Korah, duque Gatam, y duque Amalek: estos son los duques que vino de Eliphaz en la tierra de Edom; estos eran los hijos de Adah.
Y estos son los hijos de Reuel Esau hijo; duque Nahath, duque Zerah, duque Shammah, duque Mizzah: estos son los duques que vino de Reuel en la tierra de Edom; estos son los hijos de Bashemath Esau mujer.
Estos son los hijos de Esau, quién es Edom, y estos son sus duques .
Estos son los hijos de Seir el Horite, quién habitó la tierra; Lotan, y Shobal, y Zibeon, y Anah,
Y Dishon, y Ezer, y Dishan: estos son los duques del Horites, los niños de Seir en la tierra de Edom.
Y los niños de Lotan era Hori y Hemam; y Lotan la hermana era Timna.
Y los niños de Shobal era estos; Alvan, y Manahath, y Ebal, Shepho, y Onam.
Y estos son los niños de Zibeon; ambos Ajah, y Anah: esto era que Anah aquello encontrado las mulas en el wilderness, como alimentó los asnos de Zibeon su padre.
Y los niños de Anah era estos; Dishon, y Aholibamah la hija de Anah.
Los niños de Ezer es estos; Bilhan, y Zaavan, y Akan.
Los niños de Dishan es estos; Uz, y Aran.
Estos son los duques que vino del Horites; duque Lotan, duque Shobal, duque Zibeon, duque Anah,
Duque Dishon, duque Ezer, duque Dishan: estos son los duques que vino de Hori, entre sus duques en la tierra de Seir.
Y estos son los reyes que reinados en la tierra de Edom, antes de que allí reinó cualquier rey sobre los niños de Israel.
Y Bela el hijo de Beor reinado en Edom: y el nombre de su ciudad era Dinhabah.
Y Bela muerto, y Jobab el hijo de Zerah de Bozrah reinado en su stead.
Y Jobab muerto, y Husham de la tierra de Temani reinado en su stead.
Y Hadad muerto, y Samlah de Masrekah reinado en su stead.
Y Samlah muerto, y Saul de Rehoboth por el río reinado en su stead.
Y Saul murió, y Baalhanan el hijo de Achbor reinado en su stead.
Y Baalhanan el hijo de Achbor muerto, y Hadar reinado en su stead: y el nombre de su ciudad era Pau; y el nombre de su mujer era Mehetabel, la hija de Matred, la hija de Mezahab.
Duque Aholibamah, duque Elah, duque Pinon,
Duque Kenaz, duque Teman, duque Mibzar,
Duque Magdiel, duque Iram: estos son los duques de Edom, según su habitations en la tierra de su posesión: es Esau el padre del Edomites.
Y Jacob moró en la tierra donde su padre era un desconocido , en la tierra de Canaan.
Estos son las generaciones de Jacob. Joseph, ser diecisiete años, alimentaba el rebaño con sus hermanos; y el chico era con los hijos de Bilhah, y con los hijos de Zilpah, las mujeres de su padre: y Joseph trajo unto su padre su informe de mal.
Ahora Israel quiso Joseph más de todos sus niños, porque era el hijo de su vejez: y le hizo una capa de muchos colores.
Y cuándo sus hermanos vieron que su padre le quiso más de todos sus hermanos, le odiaron, y no podría hablar peaceably unto le.
Y Joseph soñó un sueño, y lo dijo sus hermanos: y le odiaron todavía el más.
Y dijo unto les, Oye, te ruegas, esto sueña cuál he soñado:
Para, behold, atábamos sheaves en el campo, y, lo, mi sheaf surgió, y también estado íntegro; y, behold, vuestro sheaves ronda estar aproximadamente, e hizo obeisance a mi sheaf.
Y sus hermanos dijeron a él, Shalt thou de hecho reina encima nos? O shalt thou de hecho ha dominion encima nos? Y le odiaron todavía el más para sus sueños, y para sus palabras.
Y soñó todavía otro sueño, y lo dijo sus hermanos, y dichos, Behold, he soñado un sueño más; y, behold, el sol y la luna y las once estrellas hicieron obeisance a mí.
Y lo dijo a su padre, y a sus hermanos: y su padre rebuked le, y dijo unto le, Qué es este sueño que thou hast soñó? yo y thy madre y thy los hermanos de hecho venidos para inclinar abajo nosotros a thee a la tierra?
Y sus hermanos le envidiaron; pero su padre observó el refrán.
E Israel dijo unto Joseph, no thy los hermanos alimentan el rebaño en Shechem? Venido, y enviaré thee unto les. Y dijo a él, Aquí soy I.
Y un hombre seguro le encontró, y, behold, vagaba en el campo: y el hombre le pidió, refrán, Qué seekest thou?
Y dijo, busco mis hermanos: me digo, ruego thee, donde alimentan sus rebaños.
Y el hombre dijo, son departed de ahí; para les oí decir, Dejado nos ir a Dothan. Y Joseph fue después de sus hermanos, y encontrados les en Dothan.
Y cuándo le vieron lejos fuera, incluso antes de que vino cercano unto les, conspiraron en contra le a slay le.
Y dijeron uno a otro, Behold, este dreamer cometh.
Venido ahora por tanto, y dejado nos slay le, y lanzado le a alguna fosa, y diremos, Alguna bestia de mal hath devorado le: y veremos qué acaecerá de sus sueños.
Y Reuben lo oyó, y le entregó fuera de sus manos; y dicho, Dejado nos no matarle.
Y vino para pasar, cuándo Joseph era venir unto sus hermanos, que ellos stript Joseph fuera de su capa, su capa de muchas pinta aquello era encima le;
Y le tomaron, y lanzados le a una fosa: y la fosa era vacía, no había ninguna agua en él.
Y sentaron para comer pan: y ellos lifted arriba de sus ojos y mirados, y, behold, una empresa de Ishmeelites provino Gilead con sus camellos que aguantan spicery y bálsamo y mirra, yendo para llevarlo abajo a Egipto.
Y Judah dijo unto sus hermanos, Qué beneficio es si nosotros slay nuestro hermano, y encubrir su sangre?
Entonces allí pasado de largo Midianites merchantmen; y dibujaron y lifted arriba Joseph fuera de la fosa, y Joseph vendido al Ishmeelites para veinte piezas de plata: y trajeron Joseph a Egipto.
Y Reuben regresó unto la fosa; y, behold, Joseph no fue en la fosa; y alquila su ropa.
Y regresó unto sus hermanos, y dichos, El niño no es; e i, dónde voy?
Y tomaron la capa de Joseph, y matado un niño de las cabras, y metió la capa en la sangre;
Y enviaron la capa de muchos colores, y lo trajeron a su padre; y dicho, Esto tiene encontramos: sabe ahora si lo ser thy la capa o el núm. del hijo
Y lo conoció, y dicho, es mi hijo capa; una bestia de mal hath devorado le; Joseph es sin duda alquiler en piezas.
Y Jacob alquila su ropa, y poner sackcloth a sus lomos, y llorados para su hijo muchos días.
Y todos sus hijos y todas sus hijas se sublevaron para consolarle; pero rechazó ser consolado; y dijo, Para bajaré al grave unto mi hijo que llora. Por ello su padre llorado para él.
Y vino para pasar en aquel tiempo, que Judah bajó de sus hermanos, y girados en a un seguros Adullamite, cuyo nombre era Hirah.
Y Judah vio allí una hija de un seguro Canaanite, cuyo nombre era Shuah; y le tomó, y entró unto le.
Y concibió, y bare un hijo; y llamó su nombre Er.
Y concibió otra vez, y bare un hijo; y llamó su nombre Onan.
Y Judah tomó una mujer para Er su firstborn, cuyo nombre era Tamar .
Y Er, Judah firstborn, era malvado en la vista del SEÑOR; y el SEÑOR slew le.
Y Judah dijo unto Onan, Entra unto thy la mujer del hermano, y casarle, y criar arriba de semillas a thy hermano.
Y Onan supo que la semilla no tendría que ser su; y vino para pasar, cuándo entró unto la mujer de su hermano, que lo derramó encima la tierra, lest que tendría que dar semilla a su hermano.
Y la cosa qué desagradó el SEÑOR: wherefore él slew le también.
Y en proceso de cronometrar la hija de Shuah la mujer de Judah murió; y Judah estuvo consolado, y remontó unto su sheepshearers a Timnath, él y su amigo Hirah el Adullamite.
Y estuvo dicho Tamar , refrán, Behold thy padre en ley goeth hasta Timnath a shear su oveja.
Y puso su widow garments fuera de su, y cubrió su con un vail, y se envolvió, y sentado en un sitio abierto, el cual es por cierto a Timnath; para vio que Shelah estuvo crecido, y no fue dada unto le a mujer.
Cuándo Judah le vio, le pensó para ser un harlot; porque había cubierto su cara.
Y giró unto le por cierto, y dicho, Va a, ruego thee, dejado me entrado unto thee; (para supo no que era su hija en ley.) Y dijo, Qué wilt thou darme, aquel thou mayest entrar unto me?
Y dijo, enviaré thee un niño del rebaño. Y dijo, Wilt thou darme una promesa, hasta thou enviarlo?
Y dijo, Qué promesa doy thee? Y dijo, Thy signet, y thy brazaletes, y thy personal que es en thine mano. Y lo dio le, y entró unto le, y concibió por él.
Y surgió, y fue fuera, y puesto por su vail de su, y puesto en el garments de su widowhood.
Entonces pidió los hombres de aquel sitio, refrán, Dónde es el harlot, aquello era abiertamente por cierto lado? Y dijeron, había no harlot en este sitio.
Y regresó a Judah, y dicho, no le puedo encontrar; y también los hombres del sitio dijeron, que había no harlot en este sitio.
Y Judah dijo, Dejado su tomarlo a ella, lest nosotros ser shamed: behold, envié este niño, y thou hast no fundarle.
Y vino para pasar aproximadamente tres meses después, que lo estuvo dicho Judah, refrán, Tamar thy hija en ley hath tocado el harlot; y también, behold, es con niño por whoredom. Y Judah dijo, Traerle adelante, y dejar su ser quemado.
Cuándo estuvo traída adelante, envió a su padre en ley, refrán, Por el hombre, de quién estos son, soy I con niño: y dijo, Vislumbra, ruego thee, de quién es estos , el signet, y brazaletes, y personal.
Y Judah les reconoció, y dicho, Ella hath sido más righteous que I; porque aquello le di no a Shelah mi hijo. Y le conoció otra vez ningún más.
Y vino para pasar en el tiempo de su travail, aquello, behold, los gemelos eran en su womb.
Y vino para pasar, cuándo ella travailed, que el puesto fuera de su mano: y la matrona tomó y atado a su mano un hilo escarlata, refrán, Esto salió primero.
Y vino para pasar, como dibujó atrás su mano, aquello, behold, su hermano salió: y dijo, Cómo hast thou roto adelante? Esta ruptura ser a thee: por eso su nombre se apellidó Pharez.
Y Joseph estuvo traído abajo a Egipto; y Potiphar, un agente de Faraón, capitán del guardia, un egipcio, le compró de las manos del Ishmeelites, el cual había traído le abajo allá.
Y el SEÑOR era con Joseph, y era un hombre próspero ; y era en la casa de su maestro el egipcio.
Y su maestro vio que el SEÑOR era con él, y que el SEÑOR hizo todo que hizo para prosperar en su mano.
Y vino para pasar del tiempo que había hecho le overseer en su casa, y encima todo que tuvo, que el SEÑOR bendecido la casa del egipcio para el sake de Joseph; y la bendición de la SEÑORA era a todo que tuvo en la casa, y en el campo.
Y dejó todo que tuvo en la mano de Joseph; y supo no ought tuvo, salvar el pan qué comió. Y Joseph era un goodly persona, y bien favoreció.
Y vino para pasar después de estas cosas, que la mujer de su maestro lanzado sus ojos a Joseph; y dijo, Mentira conmigo.
Pero rechazó, y dijo unto la mujer de su maestro, Behold, mi maestro wotteth no qué es conmigo en la casa, y él hath cometido todo que él hath a mi mano;
hay ninguno más sumo en esta casa que I; tampoco hath mantuvo atrás cualquier cosa de mí pero thee, porque thou arte su mujer: qué entonces puede yo este sumo wickedness, y pecado en contra Dios?
Y vino para pasar, como ella spake a Joseph día por día, que él hearkened no unto le, a mentira por su, o para ser con su.
Y vino para pasar sobre este tiempo, que Joseph fue a la casa para hacer su negocio; y había ninguno de los hombres de la casa allí dentro.
Y le cogió por su garment, refrán, Mentira conmigo: y dejó su garment en su mano, y huido, y le cogió fuera.
Que llamó unto los hombres de su casa, y spake unto les, refrán, Ve, él hath traído en un hebreo unto nos a simulado nos; entró unto me a mentira conmigo, y lloré con una voz fuerte:
Y vino para pasar, cuándo oyó que yo lifted arriba de mi voz y llorado, que dejó su garment conmigo, y huido, y le cogió fuera.
Y puso arriba de su garment por su, hasta su señor vino en casa.
Y ella spake unto le según estas palabras, refrán, El criado hebreo, el cual thou hast trajo unto nos, entró unto me a simulado me:
Y vino para pasar, como yo lifted arriba de mi voz y llorado, que dejó su garment conmigo, y huyó fuera.
Y vino para pasar, cuándo su maestro oyó las palabras de su mujer, el cual ella spake unto le, refrán, De este modo hizo thy criado a mí; aquello su ira era kindled.
Y el maestro de Joseph le tomó, y puesto le a la prisión, un sitio donde los prisioneros del rey estuvieron atados: y era allí en la prisión.
Pero el SEÑOR era con Joseph, y shewed le piedad, y le dio favor en la vista del keeper de la prisión.
Y el keeper de la prisión cometida a la mano de Joseph todos los prisioneros que era en la prisión; y cualquier cosa ellos allí, era el doer de él.
Y vino para pasar después de estas cosas, que el butler del rey de Egipto y su panadero habían ofendido su señor el rey de Egipto.
Y el faraón era wroth en contra dos de sus agentes, contra el jefe del butlers, y contra el jefe de los panaderos.
Y les puso en ward en la casa del capitán del guardia, a la prisión, el sitio donde Joseph estuvo atado.
Y el capitán del guardia cobró Joseph con ellos, y les sirvió: y continuaron una estación en ward.
Y soñaron un sueño ambos de ellos, cada hombre su sueño en una noche, cada hombre según la interpretación de su sueño, el butler y el panadero del rey de Egipto, el cual estuvo atado en la prisión.
Y Joseph entró unto les por la mañana, y mirado a ellos, y, behold, eran tristes.
Y pidió los agentes del faraón que era con él en el ward de la casa de su señor, refrán, Wherefore cariz ye tan tristemente a día?
Y dijeron unto le, hemos soñado un sueño, y no hay ningún intérprete de él. Y Joseph dijo unto les, no las interpretaciones pertenecen a Dios? Me digo les, te ruegas.
Y el jefe butler dicho su sueño a Joseph, y dicho a él, En mi sueño, behold, una parra era antes de que me;
Y en la parra era tres ramas : y era como si él budded, y su blossoms disparó adelante; y los grupos del mismo traídos adelante uvas maduras:
Y la copa del faraón era en mi mano: y tomé las uvas, y les pulsó a la copa del faraón, y di la copa a la mano del faraón.
Y Joseph dijo unto le, Esto es la interpretación de él: Las tres ramas son tres días :
Todavía dentro tres días impulso de Faraón arriba de thine jefa, y restaurar thee unto thy sitio: y thou shalt entrega la copa del faraón a su mano, después de la manera anterior cuándo thou wast su butler.
Pero pensar encima me cuándo será bien con thee, y shew bondad, ruego thee, unto me, y la marca menciona de mí unto Faraón, y traerme fuera de esta casa:
Para de hecho estuve robado fuera fuera de la tierra de los hebreos: y aquí también tener I hecho nada que me tendrían que poner a la mazmorra.
Cuándo el panadero de jefe vio que la interpretación era bien, dijo unto Joseph, también era en mi sueño, y, behold, tuve tres cestas blancas en mi jefa:
Y en el encima la cesta allí era de toda manera de bakemeats para Faraón; y los pájaros les comieron fuera de la cesta a mi jefa.
Y Joseph contestó y dicho, Esto es la interpretación del mismo: Las tres cestas son tres días :
Y vino para pasar el tercer día, el cual era Faraón cumpleaños, que hizo un festín unto todos sus criados: y él lifted arriba de la jefa del jefe butler y del panadero de jefe entre sus criados.
Y restauró el jefe butler unto su butlership otra vez; y dio la copa a la mano del faraón:
Pero colgó el panadero de jefe: como Joseph había interpretado a ellos.
Todavía no el jefe butler recuerda Joseph, pero forgat le.
Y vino para pasar al final de dos años llenos, aquel Faraón soñó: y, behold, estuvo por el río.
Y, behold, allí vino arriba fuera del río siete bien favorecido kine y fatfleshed; y alimentaron en un prado.
Y, behold, siete otro kine vino arriba después de que les fuera del río, enfermo favorecido y leanfleshed; y estado por el otro kine al borde del río.
Y el enfermo favorecido y leanfleshed kine comió arriba del siete bien favorecido y gordo kine. Tan el faraón despertó.
Y, behold, siete orejas delgadas y volados con el viento del este saltado arriba después de que les.
Y las siete orejas delgadas devoraron la siete fila y orejas llenas. Y el faraón despertó, y, behold, era un sueño .
Y vino para pasar por la mañana que su alcohol era turbulento; y envió y pedido todos los magos de Egipto, y todos los hombres sensatos del mismo: y el faraón les dijo su sueño; pero había ninguno aquello les podría interpretar unto Faraón.
Entonces spake el jefe butler unto Faraón, refrán, recuerdo mis faltas este día:
el faraón era wroth con sus criados, y puestos me en ward en el capitán de la casa del guardia, ambos me y el panadero de jefe:
Y soñamos un sueño en una noche, I y él; soñamos cada hombre según la interpretación de su sueño.
Y había allí con nosotros un hombre joven, un hebreo, criado al capitán del guardia; y le dijimos, e interpretó a nosotros nuestros sueños; a cada hombre según su sueño interpretó.
Y vino para pasar, como interpretó a nosotros, así que era; me restauró unto oficina de mina, y le colgó.
Entonces Faraón Joseph enviado y llamado, y le trajeron a la ligera fuera de la mazmorra: y se afeitó, y cambió su raiment, y entró unto Faraón.
Y el faraón dijo unto Joseph, he soñado un sueño, y hay ninguno aquello lo puede interpretar: y he oído dice de thee, aquel thou canst entender un sueño para interpretarlo.
Y Joseph contestó Faraón, refrán, no es en mí: el dios dará Faraón una respuesta de paz.
Y el faraón dijo unto Joseph, En mi sueño, behold, estuve a la orilla del río:
Y, behold, allí vino arriba fuera del río siete kine, fatfleshed y bien favoreció; y alimentaron en un prado:
Y, behold, siete otro kine vino arriba después de que les, pobre y muy enfermo favorecido y leanfleshed, como nunca vi en toda la tierra de Egipto para badness:
Y el flaco y el enfermo favoreció kine comió arriba del primer siete gordo kine:
Y vi en mi sueño, y, behold, siete orejas vinieron arriba en uno stalk, lleno y bueno:
Y, behold, siete orejas, marchitos, delgados, y volados con el viento del este, saltado arriba después de que les:
Y las orejas delgadas devoraron las siete orejas buenas: y dije este unto los magos; pero había ninguno aquello lo podría declarar a mí.
Y Joseph dijo unto Faraón, El sueño de Faraón es uno: Dios hath shewed Faraón qué está a punto de hacer.
El siete bueno kine es siete años; y las siete orejas buenas son siete años : el sueño es uno .
Y el siete delgado y enfermo favoreció kine aquello vino arriba después de que les es siete años; y las siete orejas vacías volaron con el viento del este será siete años de hambruna.
Behold, allí venir siete años de abundancia suma por todas partes toda la tierra de Egipto:
Y allí surgirá después de que les siete años de hambruna; y toda la abundancia será olvidada en la tierra de Egipto; y la hambruna consumirá la tierra;
Y la abundancia no será sabida en la tierra por razón de aquella hambruna que sigue; para él será muy grave.
Y para aquel el sueño estuvo plegado unto Faraón dos veces; es porque la cosa está establecida por Dios, y el dios dentro de poco lo traerá para pasar.
Ahora Faraón dejado por tanto cariz fuera de un hombre discreto y sensato, y puesto le encima la tierra de Egipto.
Faraón dejado esto, y dejado le nombrar agentes sobre la tierra, y tomar arriba de la quinta parte de la tierra de Egipto en el siete plenteous años.
Y dejado les reunir toda la comida de aquellos años buenos que venidos, y poner arriba maíz bajo la mano de Faraón, y dejado les mantener comida en las ciudades.
Y que la comida será para almacenar a la tierra contra los siete años de hambruna, el cual será en la tierra de Egipto; aquello la tierra perece no a través de la hambruna.
Y la cosa era bien en los ojos de Faraón, y en los ojos de todos sus criados.
Y el faraón dijo unto sus criados, Puede encontramos tal un como esto es, un hombre en quien el Alcohol de Dios es?
Y el faraón dijo unto Joseph, Forasmuch tan Dios hath shewed thee todo esto, hay ninguno tan discreto y sensato como thou arte:
Thou shalt ser sobre mi casa, y según unto thy palabra todo mis personas ser gobernados: sólo en el trono I ser más sumo que thou.
Y el faraón dijo unto Joseph, Ve, he puesto thee encima toda la tierra de Egipto.
Y el faraón tomó de su red de su mano, y puesto él a la mano de Joseph, y arrayed le en vestures de lino fino, y poner una cadena de oro sobre su cuello;
Y le hizo para montar en el segundo chariot cuál tuvo; y lloraron antes de que le, Lazo la rodilla: y le hizo gobernante encima toda la tierra de Egipto.
Y el faraón dijo unto Joseph, soy Faraón , y sin thee ningún impulso de hombre arriba de su mano o pie en toda la tierra de Egipto.
Y el faraón llamó el nombre de Joseph Zaphnathpaaneah; y le dio a mujer Asenath la hija de Potipherah sacerdote de Encima. Y Joseph salió encima toda la tierra de Egipto.
Y Joseph tenía treinta años cuándo estuvo antes de que rey de Faraón de Egipto. Y Joseph salió de la presencia de Faraón, y fue por todas partes toda la tierra de Egipto.
Y en el siete plenteous años la tierra trajo adelante por handfuls.
Y reunió arriba toda la comida de los siete años, el cual era en la tierra de Egipto, y puesto arriba de la comida en las ciudades: la comida del campo, el cual era ronda sobre cada ciudad, puso él arriba en el mismo.
Y Joseph reunió maíz como la arena del mar, mucho, hasta que dejó numerar; para era sin número.
Y unto Joseph nació dos hijos antes de los años de hambruna vinieron, el cual Asenath la hija de Potipherah sacerdote de En bare unto le.
Y Joseph llamó el nombre del firstborn Manasseh: Para Dios, dijo él, hath me hice olvidar todo mi trabajo duro, y la casa de todo mi padre.
Y el nombre del segundo llamado él Ephraim: Para Dios hath causado me para ser fructífero en la tierra de mi aflicción.
Y los siete años de plenteousness, aquello era en la tierra de Egipto, estuvo acabado.
Y los siete años de dearth empezó para venir, según como Joseph había dicho: y el dearth era en todas las tierras; pero en toda la tierra de Egipto allí era pan.
Y cuando toda la tierra de Egipto era famished, las personas lloraron a Faraón para pan: y el faraón dijo unto todos los egipcios, Va unto Joseph; qué él saith a ti, .
Y la hambruna era encima toda la cara de la tierra: Y Joseph abrió todo el storehouses, y vendió unto los egipcios; y la hambruna waxed llaga en la tierra de Egipto.
Y todos los países vinieron a Egipto a Joseph para para comprar maíz; porque aquello la hambruna era tan dolorida en todas las tierras.
Ahora cuándo Jacob vio que había maíz en Egipto, Jacob dijo unto sus hijos, Por qué hacer ye cariz uno a otro?
Y dijo, Behold, he oído que hay maíz en Egipto: te coges abajo allá, y comprar para nosotros de thence; aquello podemos vivir, y no morir.
Y los diez hermanos de Joseph bajaron para comprar maíz en Egipto.
Pero Benjamin, el hermano de Joseph, Jacob envió no con sus hermanos; para dijo, Lest peradventure mischief befall le.
Y los hijos de Israel vinieron para comprar maíz entre los que vinieron: para la hambruna era en la tierra de Canaan.
Y Joseph era el gobernador sobre la tierra, y él era que vendido a todas las personas de la tierra: y los hermanos de Joseph vinieron, e inclinó abajo ellos antes de que le con sus caras a la tierra.
Y Joseph vio sus hermanos, y les conoció, pero se hizo extraño unto les, y spake aproximadamente unto les; y dijo unto les, Whence venir ye? Y dijeron, De la tierra de Canaan para comprar alimentario.
Y Joseph supo sus hermanos, pero supieron no le.
Y Joseph recordó el sueña cuál soñó de ellos, y dijo unto les, Ye es espías; para ver la desnudez de la tierra ye está venido.
Y dijeron unto le, Nay, mi señor, pero para comprar alimentario es thy los criados venidos.
Y dijo unto les, Nay, pero para ver la desnudez de la tierra ye está venido.
Y dijeron, Thy los criados son doce hermanos , los hijos de un hombre en la tierra de Canaan; y, behold, el más joven es este día con nuestro padre, y uno no es.
Y Joseph dijo unto les, Aquello es que yo spake unto te, refrán, Ye es espías:
Envía uno de ti, y dejado le fetch vuestro hermano, y ye será mantenido en prisión, que vuestras palabras pueden ser probadas, si allí ser cualquier verdad en ti: o más por la vida de Faraón seguramente ye es espías.
Y les puso todo junto a ward tres días.
Y Joseph dijo unto les el tercer día, Esto , y vivo; para temo Dios:
Si ye ser hombres ciertos, dejados uno de vuestros hermanos ser atados en la casa de vuestra prisión: va ye, lleva maíz para la hambruna de vuestras casas:
Pero traer vuestro hermano más joven unto me; así que vuestras palabras ser verificados, y ye no morirá. E hicieron tan.
Y dijeron uno a otro, somos verily culpables respecto de nuestro hermano, en aquel vimos la angustia de su alma, cuándo él besought nos, y no oiríamos; por tanto es esta aflicción venida a nosotros.
Y Reuben les contestó, refrán, Spake yo no unto te, refrán, no peca contra el niño; y ye no oiría? Por tanto, behold, también su sangre está requerida.
Y se giró aproximadamente de ellos, y lloró; y regresado a ellos otra vez, y communed con ellos, y tomó de ellos Simeon, y le ató antes de que sus ojos.
Entonces Joseph mandó para llenar sus sacos con maíz, y para restaurar el dinero de cada hombre a su saco, y para darles provisión para la manera: y así él unto les.
Y ellos laded sus asnos con el maíz, y departed thence.
Y como uno de ellos abrió su saco para dar su asno provender en el mesón, él espied su dinero; para, behold, era en la boca de su saco.
Y dijo unto sus hermanos, Mi dinero está restaurado; y, lo, es incluso en mi saco: y su corazón les falló, y eran temerosos, refrán un a otro, Qué es esto aquel Dios hath hecho unto nos?
Y vinieron unto Jacob su padre unto la tierra de Canaan, y le dijo todo aquel befell unto les; refrán,
El hombre, quién es el señor de la tierra, spake aproximadamente a nosotros, y nos tomé para espías del país.
Y dijimos unto le, somos hombres ciertos ; somos ningún espía :
somos doce hermanos , hijos de nuestro padre; uno no es, y el más joven es este día con nuestro padre en la tierra de Canaan.
Y el hombre, el señor del país, dijo unto nos, De ahora en adelante sé que ye es hombres ciertos; deja uno de vuestros hermanos aquí conmigo, y tomar comida para la hambruna de vuestras casas, y ser idos:
Y traer vuestro hermano más joven unto me: entonces sé que ye es ningún espía, pero que ye es hombres ciertos: así que te entregas vuestro hermano, y ye traffick en la tierra.
Y vino para pasar tan ellos emptied sus sacos, aquello, behold, el fardo de cada hombre del dinero era en su saco: y cuándo ambos ellos y su padre vieron los fardos de dinero, eran temerosos.
Y Jacob su padre dijo unto les, Me ha ye bereaved de mis niños: Joseph no es, y Simeon no es, y ye tomará Benjamin fuera: todas estas cosas son en contra me.
Y Reuben spake unto su padre, refrán, Slay mis dos hijos, si le traigo no a thee: le entrega a mi mano, y le traeré a thee otra vez.
Y dijo, Mi hijo no bajará contigo; para su hermano es muerto, y queda sólo: si mischief befall le por cierto en el qué ye va, entonces ye trae abajo mis cabellos grises con sorrow a la tumba.
Y la hambruna era dolorida en la tierra.
Y vino para pasar, cuándo habían comido arriba del maíz qué habían traído fuera de Egipto, su padre dijo unto les, Va otra vez, comprarnos una poca comida.
Y Judah spake unto le, refrán, El hombre solemnemente protestó unto nos, refrán, Ye no verá mi cara, excepto vuestro hermano ser contigo.
Si thou wilt enviar nuestro hermano con nosotros, bajaremos y comprar thee comida:
Pero si thou wilt no enviarle, no bajaremos: para el hombre dijo unto nos, Ye no verá mi cara, excepto vuestro hermano ser contigo.
Y dijeron, El hombre nos pedí straitly de nuestro estado, y de nuestra parentela, refrán, Es vuestro padre todavía vivo? haber ye Otro hermano? Y le dijimos según el tenor de estas palabras: podría ciertamente sabemos que diría, Traer vuestro hermano abajo?
Y Judah dijo unto Israel su padre, Enviar el chico conmigo, y surgiremos e ir; aquello podemos vivir, y no morir, tanto nosotros, y thou, y también nuestro poco unos.
Seré surety para él; de mi mano shalt thou requerirle: si le traigo no unto thee, y puesto le antes thee, entonces dejado me oso la culpa para siempre:
Y su Israel de padre dijo unto les, Si tiene que ser tan ahora, esto; toma de las frutas mejores en la tierra en vuestras vaso, y llevar abajo el hombre un presente, un poco bálsamo, y una poca miel, especias, y mirra, tuercas, y almendras:
Y tomar dinero doble en vuestra mano; y el dinero que estuvo traído otra vez en la boca de vuestros sacos, llevarlo otra vez en vuestra mano; peradventure lo era un descuido:
Toma también vuestro hermano, y surgir, va otra vez unto el hombre:
Y el dios Todopoderoso darte piedad antes del hombre, que puede enviar fuera vuestro otro hermano, y Benjamin. Si I ser bereaved de mis niños, soy bereaved.
Y los hombres tomaron que presentes, y tomaron dinero doble en su mano, y Benjamin; y se sublevó, y bajó a Egipto, y estado antes de que Joseph.
Y cuándo Joseph vio Benjamin con ellos, dijo al gobernante de su casa, Traer esta casa de hombres, y slay, y marca a punto; para estos hombres cenarán conmigo en mediodía.
Y el hombre hizo tan Joseph bade; y el hombre trajo los hombres a la casa de Joseph.
Y los hombres eran temerosos, porque estuvieron traídos a la casa de Joseph; y dijeron, Debido al dinero que estuvo regresado en nuestros sacos en los primeros tiempos somos trajo en; aquello puede buscar ocasión en contra nos, y caída a nosotros, y tomarnos para bondmen, y nuestros asnos.
Y vinieron cercanos al auxiliar de la casa de Joseph, y ellos communed con él en la puerta de la casa,
Y dicho, O señor, vinimos de hecho abajo en el primer tiempo para comprar alimentario:
Y vino para pasar, cuándo vinimos al mesón, que abrimos nuestros sacos, y, behold, el dinero de cada hombre era en la boca de su saco, nuestro dinero en peso lleno: y lo hemos traído otra vez en nuestra mano.
Y otro dinero tiene trajimos abajo en nuestras manos para comprar alimentarias: no podemos decir quién puso nuestro dinero en nuestros sacos.
E hicieron a punto el presentes en contra Joseph vino en mediodía: para oyeron que tendrían que comer pan allí.
Y cuándo Joseph vino en casa, le trajeron el presentes cuál era en su mano a la casa, y los inclinó a él a la tierra.
Y les pidió de su bienestar, y dicho, Es vuestro padre bien, el hombre viejo de quien ye spake? Es todavía vivo?
Y contestaron, Thy criado nuestro padre es en salud buena, es todavía vivo. E inclinaron abajo sus jefas, e hizo obeisance.
Y él lifted arriba de sus ojos, y vio su hermano Benjamin, el hijo de su madre, y dicho, Es esto vuestro hermano más joven, de quien ye spake unto me? Y dijo, Dios ser gentil unto thee, mi hijo.
Y Joseph hizo prisa; para sus intestinos ansiaron a su hermano: y buscó dónde para llorar; e introdujo a su cuarto, y lloró allí.
Y lavó su cara, y salió, y se refrenó, y dicho, Puso encima pan.
Y pusieron encima para él por él, y para ellos por ellos, y para los egipcios, el cual comió con él, por ellos: porque los egipcios no podrían comer pan con los hebreos; para aquel es una abominación unto los egipcios.
Y sentaron antes de que le, el firstborn según su birthright, y el más jóvenes según su juventud: y los hombres se maravillaron uno en otro.
Y tomó y envió desórdenes unto les de antes de que le: pero el desorden de Benjamin era cinco tiempo tanto tan cualquiera del suyo. Y bebieron, y era alegre con él.
Y mandó el auxiliar de su casa, refrán, Llenar los sacos de los hombres con alimentarios, tanto como pueden llevar, y poner el dinero de cada hombre en la boca de su saco.
Y poner mi copa, la copa de plata, en la boca del saco del más joven, y su dinero de maíz. E hizo según la palabra que Joseph había hablado.
Apenas la mañana era ligera, los hombres estuvieron enviados fuera, ellos y sus asnos.
Y cuándo estuvieron salidos de la ciudad, y no todavía lejos fuera, Joseph dijo unto su auxiliar, Arriba, sigue después de los hombres; y cuándo thou dost overtake les, dice unto les, Wherefore haber ye mal premiado para bueno?
No Es esto él en qué mi señor drinketh, y por el cual de hecho él divineth? ye Ha hecho mal en tan haciendo.
Y él overtook les, y él spake unto les estos palabras mismas.
Y dijeron unto le, Wherefore saith mi señor estas palabras? El dios prohíbe que thy los criados tendrían que hacer según esta cosa:
Behold, el dinero, el cual encontramos en nuestros sacos' bocas, trajimos otra vez unto thee fuera de la tierra de Canaan: qué entonces tener que robamos fuera de thy la plata de casa del señor u oro?
Con whomsoever de thy criados él ser encontrado, ambos dejado le dado, y también seremos mi señor bondmen.
Y dijo, Ahora también dejado lo ser según unto vuestras palabras: él con quien lo está encontrado será mi criado; y ye será irreprochable.
Entonces ellos speedily apeó cada hombre su saco completamente, y abrió cada hombre su saco.
Y buscó, y empezó en el eldest, y dejado en el más joven: y la copa estuvo encontrada en el saco de Benjamin.
Entonces alquilan su ropa, y laded cada hombre su asno, y regresado a la ciudad.
Y Judah y sus hermanos vinieron a la casa de Joseph; para era todavía allí: y cayeron antes de que le encima la tierra.
Y Joseph dijo unto les, Qué acción es esto aquel ye ha hecho? wot ye No que tal hombre como puedo ciertamente divino?
Y dijo, el dios prohíbe que tendría que hacer tan: pero el hombre en de quién mano la copa está encontrada, será mi criado ; y en cuanto a ti, cogerte arriba en paz unto vuestro padre.
Entonces Judah vino cercano unto le, y dicho, Oh mi señor, dejado thy criado, ruego thee, hablar una palabra en las orejas de mi señor, y deja no thine quemadura de rabia contra thy criado: para thou arte incluso tan Faraón.
Mi señor pidió sus criados, refrán, Ha ye un padre, o un hermano?
Y dijimos unto mi señor, tenemos un padre, un hombre viejo, y un niño de su vejez, un poco un; y su hermano es muerto, y sólo queda de su madre, y su padre loveth le.
Y thou saidst unto thy criados, Traerle abajo unto me, que puedo poner ojos de mina a él.
Y dijimos unto mi señor, El chico no puede dejar su padre: para si tendría que dejar su padre, su padre moriría.
Y thou saidst unto thy criados, Excepto vuestro hermano más joven venido abajo contigo, ye verá mi afronta no más.
Y vino para pasar cuándo vinimos arriba de unto thy criado mi padre, le dijimos las palabras de mi señor.
Y nuestro padre dijo, Va otra vez, y comprarnos una poca comida.
Y dijimos, no podemos bajar: si nuestro hermano más joven ser con nosotros, entonces bajamos: para no podemos ver la cara del hombre, excepto nuestro hermano más joven ser con nosotros.
Y thy criado mi padre dijo unto nos, Ye sabe que mi mujer bare me dos hijos:
Y el salió de mí, y dije, Seguramente está desgarrado en piezas; y le vi no desde entonces:
Y si ye tomar esto también de mí, y mischief befall le, ye traerá abajo mis cabellos grises con sorrow a la tumba.
Ahora por tanto cuándo vengo a thy criado mi padre, y el chico no ser con nosotros; viendo que su vida está atada arriba en la vida del chico;
vendrá para pasar, cuándo él seeth que el chico no es con nosotros, que morirá: y thy los criados traerán abajo los cabellos grises de thy criado nuestro padre con sorrow a la tumba.
Para thy el criado acaecía surety para el chico unto mi padre, refrán, Si le traigo no unto thee, entonces aguantaré la culpa a mi padre para siempre.
Ahora por tanto, ruego thee, dejado thy el criado soporta en vez del chico un bondman a mi señor; y dejar el chico remonta con sus hermanos.
Para cómo remonto a mi padre, y el chico no ser conmigo? lest peradventure Veo el mal que vendrá en mi padre.
Entonces Joseph no se podría refrenar antes de que todo les aquello estado por él; y lloró, Causa cada hombre para salir de mí. Y allí estuvo ningún hombre con él, mientras Joseph se hizo sabido unto sus hermanos.
Y lloró aloud: y los egipcios y la casa de Faraón oyó.
Y Joseph dijo unto sus hermanos, soy Joseph ; doth mi padre todavía vivo? Y sus hermanos no le podrían contestar; para eran turbulentos en su presencia.
Y Joseph dijo unto sus hermanos, Venidos cercanos a mí, te ruegas. Y vinieron cercanos. Y dijo, soy Joseph vuestro hermano, quien ye vendido a Egipto.
Ahora por tanto no ser apenado, ni enojado con vosotros, aquel ye me vendí hither: para el dios me envió antes de que te para preservar vida.
Para estos dos años hath la hambruna sido en la tierra: y todavía hay cinco años, en el cuál allí tampoco será earing ni cosecha.
Y el dios me envié antes de que te para preservarte una posteridad en la tierra, y para salvar vuestras vidas por un sumos deliverance.
Tan ahora no fue te aquello me envié hither, pero Dios: y él hath hecho me un padre a Faraón, y señor de toda su casa, y un gobernante por todas partes toda la tierra de Egipto.
Prisa ye, y remontar a mi padre, y decir unto le, Así saith thy hijo Joseph, Dios hath hecho me señor de todo Egipto: venido abajo unto me, tarry no:
Y thou shalt morar en la tierra de Goshen, y thou shalt ser cercano unto me, thou, y thy niños, y thy los niños de los niños, y thy rebaños, y thy manadas, y todo aquel thou hast:
Y allí nutro thee; para aún así hay cinco años de hambruna; lest thou, y thy casa, y todo aquel thou hast, venido a pobreza.
Y, behold, vuestros ojos ven, y los ojos de mi hermano Benjamin, que es mi boca que speaketh unto te.
Y cayó al cuello de su hermano Benjamin, y lloró; y Benjamin lloró a su cuello.
Además dio un beso todos sus hermanos, y llorados a ellos: y después que sus hermanos hablaron con él.
Y la fama del mismo estuvo oída en la casa del faraón, refrán, los hermanos de Joseph están venidos: y complació Faraón bien, y sus criados.
Y el faraón dijo unto Joseph, Dice unto thy hermanos, Esto ye; lade vuestras bestias, e ir, cogerte unto la tierra de Canaan;
Y tomar vuestro padre y vuestras casas, y venir unto me: y te daré el bueno de la tierra de Egipto, y ye comerá la grasa de la tierra.
Ahora thou el arte mandó, esto ye; te tomas vagones fuera de la tierra de Egipto para vuestro poco unos, y para vuestras mujeres, y traer vuestro padre, y venido.
También considera no vuestro material; para el bueno de toda la tierra de Egipto es la vuestra.
Y los niños de Israel hicieron tan: y Joseph les dio vagones, según el commandment de Faraón, y les dio provisión para la manera.
A todo de ellos dio cada cambios de hombre de raiment; pero a Benjamin dio trescientas piezas de plata, y cinco cambios de raiment.
Y a su padre envió de este modo; diez asnos laden con las cosas buenas de Egipto, y diez ella asnos laden con maíz y pan y carne para su padre por cierto.
Así que envió sus hermanos fuera, y ellos departed: y dijo unto les, Ve que ye caída no fuera por cierto.
Y remontaron fuera de Egipto, y vino a la tierra de Canaan unto Jacob su padre,
Y le dijo, refrán, Joseph es todavía vivo, y es gobernador encima toda la tierra de Egipto. Y el corazón de Jacob fainted, para les creyó no.
Y le dijeron todas las palabras de Joseph, el cual había dicho unto les: y cuándo vio los vagones qué Joseph había enviado para llevarle, el alcohol de Jacob su padre revivió:
E Israel dijo, es bastante; Joseph mi hijo es todavía vivo: iré y verle antes de que muero.
E Israel tomó su viaje con todo que tuvo, y vino a Beersheba, y ofreció sacrificios unto el Dios de su padre Isaac.
Y Dios spake unto Israel en las visiones de la noche, y dicho, Jacob, Jacob. Y dijo, Aquí soy I.
Y dijo, soy Dios , el Dios de thy padre: teme no para bajar a Egipto; para yo allí marca de thee una nación suma:
bajaré con thee a Egipto; y también seguramente traigo thee arriba otra vez: y Joseph pondrá su mano a thine ojos.
Y Jacob se sublevó de Beersheba: y los hijos de Israel llevaron Jacob su padre, y su poco unos, y sus mujeres, en los vagones qué Faraón había enviado para llevarle.
Y tomaron su ganado, y sus bienes, el cual habían entrado la tierra de Canaan, y vino a Egipto, Jacob, y toda su semilla con él:
Sus hijos, y sus hijos' hijos con él, sus hijas, y sus hijos' hijas, y toda su semilla trajo él con él a Egipto.
Y estos son los nombres de los niños de Israel, el cual vino a Egipto, Jacob y sus hijos: Reuben, Jacob firstborn.
Y los hijos de Reuben; Hanoch, y Phallu, y Hezron, y Carmi.
Y los hijos de Simeon; Jemuel, y Jamin, y Ohad, y Jachin, y Zohar, y Shaul el hijo de un Canaanitish mujer.
Y los hijos de Levi; Gershon, Kohath, y Merari.
Y los hijos de Judah; Er, y Onan, y Shelah, y Pharez, y Zarah: pero Er y Onan muerto en la tierra de Canaan. Y los hijos de Pharez era Hezron y Hamul.
Y los hijos de Issachar; Tola, y Phuvah, y Trabajo, y Shimron.
Y los hijos de Zebulun; Sered, y Elon, y Jahleel.
Estos son los hijos de Leah, el cual ella bare unto Jacob en Padanaram, con su hija Dinah: todas las almas de sus hijos y sus hijas eran treinta y tres.
Y los hijos de Gad; Ziphion, y Haggi, Shuni, y Ezbon, Eri, y Arodi, y Areli.
Y los hijos de Asher; Jimnah, e ishuah, e isui, y Beriah, y Serah su hermana: y los hijos de Beriah; Heber, y Malchiel.
Estos son los hijos de Zilpah, quien Laban dio a Leah su hija, y estos ella bare unto Jacob, incluso dieciséis almas.
Los hijos de la mujer de Rachel Jacob; Joseph, y Benjamin.
Y unto Joseph en la tierra de Egipto nació Manasseh y Ephraim, el cual Asenath la hija de Potipherah sacerdote de En bare unto le.
Y los hijos de Benjamin eran Belah, y Becher, y Ashbel, Gera, y Naaman, Ehi, y Rosh, Muppim, y Huppim, y Ard.
Estos son los hijos de Rachel, el cual nació a Jacob: todas las almas eran catorce.
Y los hijos de Dan; Hushim.
Y los hijos de Naphtali; Jahzeel, y Guni, y Jezer, y Shillem.
Estos son los hijos de Bilhah, el cual Laban dio unto Rachel su hija, y ella bare estos unto Jacob: todas las almas eran siete.
Todas las almas que vino con Jacob a Egipto, el cual salió de sus lomos, además los hijos de Jacob' mujeres, todas las almas eran threescore y seis;
Y los hijos de Joseph, el cual le nació en Egipto, era dos almas: todas las almas de la casa de Jacob, el cual vino a Egipto, era threescore y diez.
Y envió Judah antes de que le unto Joseph, para dirigir su cara unto Goshen; y vinieron a la tierra de Goshen.
E Israel dijo unto Joseph, Ahora dejado me dado, desde entonces he visto thy cara, porque thou el arte todavía vivo.
Y Joseph dijo unto sus hermanos, y unto la casa de su padre, remontaré, y shew Faraón, y decir unto le, Mis hermanos, y la casa de mi padre, el cual era en la tierra de Canaan, es venir unto me;
Y los hombres son pastores , para su comercio hath sido para alimentar ganado; y han traído sus rebaños, y sus manadas, y todo que tienen.
Aquel ye dirá, Thy criados' comercio hath sido aproximadamente ganado de nuestra juventud incluso hasta que ahora, tanto nosotros, y también nuestros padres: aquel ye puede morar en la tierra de Goshen; para cada pastor es una abominación unto los egipcios.
Entonces Joseph vino y Faraón dicho, y dicho, Mi padre y mis hermanos, y sus rebaños, y sus manadas, y todo que tienen, está salido de la tierra de Canaan; y, behold, son en la tierra de Goshen.
Y tomó algunos de sus hermanos, incluso cinco hombres, y les presentó unto Faraón.
Y el faraón dijo unto sus hermanos, Qué es vuestra ocupación ? Y dijeron unto Faraón, Thy los criados son pastores , tanto nosotros, y también nuestros padres.
Dijeron además unto Faraón, Para a sojourn en la tierra somos viene; para thy los criados no tienen ningún pasto para sus rebaños; para la hambruna es llaga en la tierra de Canaan: ahora por tanto, rogamos thee, dejados thy los criados moran en la tierra de Goshen.
Y Faraón spake unto Joseph, refrán, Thy padre y thy los hermanos están venidos unto thee:
La tierra de Egipto es antes de thee; en el mejor de la marca de tierra thy padre y hermanos para morar; en la tierra de Goshen dejado les morar: y si thou knowest cualesquier hombres de actividad entre ellos, entonces hacerles gobernantes sobre mi ganado.
Y Joseph trajo en Jacob su padre, y puesto le antes de que Faraón: y Jacob Faraón bendito.
Y el faraón dijo unto Jacob, Cómo arte viejo thou?
Y Jacob dijo unto Faraón, Los días de los años de mi peregrinaje son un centenar y treinta años: pocos y el mal tienen los días de los años de mi vida sido, y ha no logró unto los días de los años de la vida de mis padres en los días de su peregrinaje.
Y Joseph colocó su padre y sus hermanos, y les dio una posesión en la tierra de Egipto, en el mejor de la tierra, en la tierra de Rameses, como el faraón había mandado.
Y Joseph nutrió su padre, y sus hermanos, y la casa de todo su padre, con pan, según sus familias.
Y no había ningún pan en toda la tierra; para la hambruna era muy dolorida, de modo que la tierra de Egipto y toda la tierra de Canaan fainted por razón de la hambruna.
Y Joseph reunió arriba todo el dinero que estuvo encontrado en la tierra de Egipto, y en la tierra de Canaan, para el maíz qué compraron: y Joseph trajo el dinero a la casa del faraón.
Y cuándo el dinero fallado en la tierra de Egipto, y en la tierra de Canaan, todos los egipcios vinieron unto Joseph, y dicho, Darnos pan: para por qué tener que morimos en thy presencia? Para el dinero faileth.
Y Joseph dijo, Dar vuestro ganado; y daré tú para vuestro ganado, si el dinero falla.
Y trajeron su ganado unto Joseph: y Joseph les dio pan en cambio para caballos, y para los rebaños, y para el ganado de las manadas, y para los asnos: y les alimentó con pan para todo su ganado para aquel año.
Cuándo aquel año estuvo acabado, vinieron unto le el segundo año, y dijo unto le, no esconderemos él de mi señor, cómo aquello nuestro dinero está pasado; mi señor también hath nuestras manadas de ganado; no hay ought a la izquierda en la vista de mi señor, pero nuestros ente, y nuestras tierras:
Wherefore morimos antes de thine ojos, tanto nosotros y nuestra tierra? Nos compro y nuestra tierra para pan, y prpers y nuestra tierra seremos criados unto Faraón: y darnos semilla, que podemos vivir, y no morir, que la tierra no ser desolate.
Y Joseph compró toda la tierra de Egipto para Faraón; para los egipcios vendieron cada hombre su campo, porque la hambruna prevaleció encima les: así que la tierra acaecía Faraón es.
Y en cuanto a las personas, les sacó a las ciudades de una acaban de los bordes de Egipto incluso al otro fin del mismo.
Sólo la tierra de las sacerdotisas compró él no; para los sacerdotes tuvieron una porción les asignó de Faraón, y comió su porción qué Faraón les dio: wherefore vendieron no sus tierras.
Entonces Joseph dijo unto las personas, Behold, te he comprado este día y vuestra tierra para Faraón: lo, aquí es semilla para ti, y ye cerda la tierra.
Y vendrá para pasar en el aumento, aquel ye dará la quinta parte unto Faraón, y cuatro partes serán vuestro propios, para semillas del campo, y para vuestra comida, y para ellos de vuestras casas, y para alimentarios para vuestro poco unos.
Y dijeron, Thou hast salvados nuestras vidas: dejado nos encontrar gracia en la vista de mi señor, y seremos Faraón criados.
Y Joseph lo hizo una ley sobre la tierra de Egipto unto este día, aquel Faraón tendría que tener la quinta parte; excepto la tierra de los sacerdotes sólo, el cual acaecía no Faraón es.
E Israel moró en la tierra de Egipto, en el país de Goshen; y tuvieron posesiones therein, y creció, y multiplicó extremadamente.
Y Jacob vivió en la tierra de Egipto diecisiete años: así que la edad entera de Jacob era un centenar cuarenta y siete años.
Y el tiempo dibujó nigh que dado de mosto del Israel: y llamó su hijo Joseph, y dijo unto le, Si ahora he encontrado gracia en thy vista, puesto, ruego thee, thy mano bajo mi muslo, y trato amablemente y verdaderamente conmigo; me entierro no, ruego thee, en Egipto:
Pero yo mentira con mis padres, y thou shalt llevarme fuera de Egipto, y enterrarme en su buryingplace. Y dijo, haré tan thou hast dijo.
Y vino para pasar después de estas cosas, que uno dijo Joseph, Behold, thy el padre es enfermo: y tomó con él sus dos hijos, Manasseh y Ephraim.
Y uno dijo Jacob, y dicho, Behold, thy hijo Joseph cometh unto thee: e israel se fortaleció, y sentado a la cama.
Y Jacob dijo unto Joseph, el dios Todopoderoso pareció unto me en Luz en la tierra de Canaan, y bendecido me,
Y dijo unto me, Behold, haré thee fructífero, y multiplicar thee, y haré de thee un multitude de personas; y dará esta tierra a thy semilla después de thee para un everlasting posesión.
Y ahora thy dos hijos, Ephraim y Manasseh, el cual nació unto thee en la tierra de Egipto antes de que vine unto thee a Egipto, es mina; como Reuben y Simeon, serán mina .
Y thy asunto, el cual thou begettest después de que les, será thine, y se apellidará después del nombre de sus hermanos en su herencia.
Y en cuanto a mí, cuándo provine Padan, Rachel murió por mí en la tierra de Canaan en la manera, cuándo todavía había pero una poca manera para venir unto Ephrath: y le enterré allí en la manera de Ephrath; el mismo es Bethlehem.
Y Joseph dijo unto su padre, son mis hijos , quien Dios hath dado me en este sitio. Y dijo, Traerles, ruego thee, unto me, y les bendeciré.
Ahora los ojos de Israel eran dim para edad, de modo que no podría ver. Y les trajo cercano unto le; y les dio un beso, y les abrazó.
E Israel dijo unto Joseph, no había pensado para ver thy cara: y, lo, Dios hath shewed me también thy semilla.
Y Joseph les trajo fuera de entre sus rodillas, y se inclinó con su cara a la tierra.
Y Joseph les tomó ambos, Ephraim en su mano derecha hacia Israel queda mano, y Manasseh en su mano izquierda hacia la mano derecha de Israel, y les trajo cercano unto le.
E Israel extendió fuera de su mano derecha, y puso él a Ephraim jefa, quién era el más joven, y su mano izquierda a Manasseh jefa, guiando suyo entrega wittingly; para Manasseh era el firstborn.
Y bendijo Joseph, y dicho, Dios, antes de que quien mis padres Abraham e isaac anduvieron, el Dios qué alimentado me toda mi vida mucho tiempo unto este día,
El Angel cuál me redimí de todo mal, bendecir los chicos; y dejar mi nombre ser nombrado encima les, y el nombre de mis padres Abraham e isaac; y dejado les crecer a un multitude en el midst de la tierra.
Y cuándo Joseph vio que su padre puso su mano derecha a la jefa de Ephraim, le desagradó: y aguantó arriba de la mano de su padre, para sacar él de Ephraim jefa unto Manasseh jefa.
Y Joseph dijo unto su padre, No tan, mi padre: para este es el firstborn; puesto thy mano derecha a su jefa.
Y su padre rechazó, y dicho, lo conozco, mi hijo, lo conozco: también acaecerá unas personas, y también será sumo: pero verdaderamente su hermano más joven será más sumo que él, y su semilla acaecerá un multitude de naciones.
Y les bendijo que día, refrán, En thee Israel bendice, refrán, marca de Dios thee como Ephraim y tan Manasseh: y puso Ephraim antes de Manasseh.
E Israel dijo unto Joseph, Behold, I dado: pero el dios será contigo, y traerte otra vez unto la tierra de vuestros padres.
Además he dado a thee una porción por encima de thy hermanos, el cual tomé fuera de la mano del Amorite con mi espada y con mi lazo.
Y Jacob llamó unto sus hijos, y dichos, prpers Reúne juntos, que te puedo decir aquello cuál befall tú en los últimos días.
Prpers reúne junto, y oír, ye hijos de Jacob; y hearken unto Israel vuestro padre.
Reuben, thou arte mi firstborn, mi poder, y el comienzo de mi fuerza, el excellency de dignidad, y el excellency de poder:
Inestable como agua, thou shalt no excel; porque thou wentest hasta thy la cama del padre; entonces defiledst thou lo: remontó a mi couch.
O Mi alma, viene no thou a su secreto; unto su asamblea, honor de mina, no ser thou unió: para en su rabia ellos slew un hombre, y en su selfwill ellos digged abajo una muro.
Maldecido ser su rabia, para era feroz; y su ira, para era cruel: les dividiré en Jacob, y esparcirles en Israel.
Judah, thou arte él quien thy los hermanos alabarán: thy la mano será en el cuello de thine enemigos; thy los niños del padre inclinarán abajo antes de thee.
Judah es un león whelp: de la presa, mi hijo, thou el arte remontado: él stooped abajo, él couched como león, y como un león viejo; quién rouse le arriba?
El sceptre no depart de Judah, ni un lawgiver de entre sus pies, hasta Shiloh venidos; y unto le el reuniendo de las personas ser.
Atando su potro unto la parra, y su asno colt unto la parra de elección; lavó su garments en vino, y su ropa en la sangre de uvas:
Sus ojos serán rojo con vino, y su blanco de dientes con leche.
Zebulun Morará en el puerto del mar; y será para un puerto de barcos; y su borde será unto Zidon.
Issachar Es un asno fuerte couching abajo entre dos cargas:
Y vio que el resto era bien, y la tierra que lo era agradable; e inclinó su hombro para aguantar, y acaecía un criado unto tributo.
Dan será una serpiente por cierto, un adder en la ruta, aquello biteth los talones caballares, de modo que su jinete caerá backward.
He esperado para thy salvación, O SEÑOR.
Gad, una tropa le vencerá: pero vencerá en el último.
Fuera de Asher su pan será gordo, y cederá real dainties.
Naphtali Es un hind dejado suelto: él giveth goodly palabras.
Joseph es un fructífero bough, incluso un fructífero bough por un bien; de quién ramas atropellan la muro:
Los arqueros haber sorely le apenó, y disparado en él, y le odió:
Pero su morada de lazo en fuerza, y las armas de sus manos estuvieron hechas fuertes por las manos del muy Dios de Jacob; (de thence es el pastor, el hueso de Israel:)
Incluso por el Dios de thy padre, quién ayudará thee; y por el Todopoderoso, quién bendecirá thee con bendiciones de cielo encima, bendiciones del profundos que lieth debajo, bendiciones de los senos, y del womb:
Las bendiciones de thy el padre ha prevalecido por encima de las bendiciones de mis progenitores unto el sumos atados del everlasting cerros: serán en la jefa de Joseph, y en la corona de la jefa de él aquello era separado de sus hermanos.
Benjamin ravin como lobo: por la mañana devorará la presa, y por la noche dividirá el estropear.
Todo estos son las doce tribus de Israel: y esto es que su padre spake unto les, y bendecido les; cada uno según su bendición les bendijo.
Y les cobró, y dijo unto les, soy para ser reunió unto mis personas: me entierro con mis padres en la cueva que es en el campo de Ephron el Hittite,
En la cueva que es en el campo de Machpelah, el cual es antes de Mamre, en la tierra de Canaan, el cual Abraham compró con el campo de Ephron el Hittite para una posesión de un buryingplace.
Allí enterraron Abraham y Sarah su mujer; allí enterraron Isaac y Rebekah su mujer; y allí enterré Leah.
Y cuándo Jacob había hecho un fin de mandar sus hijos, reunió arriba de sus pies a la cama, y cedido arriba del fantasma, y era reunió unto sus personas.
Y Joseph cayó a la cara de su padre, y llorado a él, y le dio un beso.
Y Joseph mandó sus criados el physicians para embalsamar su padre: y el physicians Israel embalsamado.
Y cuarenta días estuvieron cumplidos para él; para así que está cumplido los días de aquellos cuáles están embalsamados: y los egipcios lloraron para él threescore y diez días.
Y cuándo los días de su llorando era pasado, Joseph spake unto la casa de Faraón, refrán, Si ahora he encontrado gracia en vuestros ojos, habla, te ruegas, en las orejas de Faraón, refrán,
Mi padre me hice jurar, refrán, Lo, I dado: en mi grave cuál he digged para mí en la tierra de Canaan, allí shalt thou enterrarme. Ahora por tanto dejado me remontar, ruego thee, y enterrar mi padre, y vendré otra vez.
Y el faraón dijo, Remonta, y enterrar thy padre, según tan hizo thee jura.
Y Joseph remontó para enterrar su padre: y con él remontó todos los criados de Faraón, los mayors de su casa, y todos los mayors de la tierra de Egipto,
Y toda la casa de Joseph, y sus hermanos, y la casa de su padre: sólo su poco unos, y sus rebaños, y sus manadas, dejaron en la tierra de Goshen.
Y allí remontó con él ambos chariots y horsemen: y era una empresa muy suma .
Y vinieron al threshingfloor de Atad, el cual es más allá Jordania, y allí lloraron con un sumos y muy doloridos lamentation: e hizo un llorando para su padre siete días.
Y cuándo los habitantes de la tierra, el Canaanites, vio el llorando en el piso de Atad, dijeron, Esto es un grave llorando a los egipcios: wherefore el nombre de él se apellidó Abelmizraim, el cual es más allá Jordania.
Y sus hijos unto le según tan les mandó:
Para sus hijos le llevaron a la tierra de Canaan, y le enterró en la cueva del campo de Machpelah, el cual Abraham compró con el campo para una posesión de un buryingplace de Ephron el Hittite, antes de que Mamre.
Y Joseph regresó a Egipto, él, y sus hermanos, y todo aquello remontó con él para enterrar su padre, después de que había enterrado su padre.
Y cuándo los hermanos de Joseph vieron que su padre era muerto, dijeron, Joseph peradventure nos odio, y ciertamente requite nos todo el mal qué nosotros unto le.
Y enviaron un mensajero unto Joseph, refrán, Thy el padre mandó antes de que murió, refrán,
Y sus hermanos también fueron y cayó antes de su cara; y dijeron, Behold, nosotros ser thy criados.
Pero en cuanto a ti, ye mal pensado en contra me; pero el dios lo significó unto bien, para traer para pasar, como es este día , para salvar muchas personas vivos.
Ahora por tanto temer ye no: te nutriré, y vuestro poco unos. Y les consoló, y spake amablemente unto les.
Y Joseph moró en Egipto, él, y la casa de su padre: y Joseph vivió un centenar y diez años.
Y Joseph vio Ephraim niños de la tercera generación: los niños también de Machir el hijo de Manasseh estuvo traído arriba a las rodillas de Joseph.
Y Joseph dijo unto sus hermanos, I dado: y el dios seguramente te visitará, y traer tú fuera de esta tierra unto el aterrizar cuál él sware a Abraham, a Isaac, y a Jacob.
Así que Joseph murió, siendo un centenar y diez años: y le embalsamaron, y estuvo puesto en un ataúd en Egipto.
Ahora estos son los nombres de los niños de Israel, el cual vino a Egipto; cada hombre y su casa vinieron con Jacob.
Reuben, Simeon, Levi, y Judah,
Issachar, Zebulun, y Benjamin,
Dan, y Naphtali, Gad, y Asher.
Y todas las almas que salió de los lomos de Jacob eran setenta almas: para Joseph era en Egipto ya.
Y Joseph murió, y todos sus hermanos, y toda aquella generación.
Ahora allí surgió arriba de un rey nuevo encima Egipto, el cual supo no Joseph.
Y dijo unto sus personas, Behold, las personas de los niños de Israel son más y más poderosos que nosotros:
Venido encima, dejado nos trato sabiamente con ellos; lest multiplican, y viene para pasar, aquello, cuándo allí falleth fuera de cualquier guerra, unen también unto nuestros enemigos, y pelea en contra nos, y así que les coge arriba fuera de la tierra.
Por eso pusieron encima les taskmasters para afligirles con sus cargas. Y construyeron para ciudades de tesoro del Faraón, Pithom y Raamses.
Pero el más les afligieron, el más multiplicaron y creció. Y estuvieron apenados debido a los niños de Israel.
Y los egipcios hicieron los niños de Israel para servir con rigor:
E hicieron sus vidas amargas con duros bondage, en morter, y en ladrillo, y en toda manera de servicio en el campo: todo su servicio, donde les hicieron servir, era con rigor.
Y el rey de Egipto spake a las matronas hebreas, del cual el nombre del era Shiphrah, y el nombre del otro Puah:
Y dijo, Cuándo ye hacer la oficina de una matrona a las mujeres hebreas, y verles a los taburetes; si lo ser un hijo, entonces ye le matará: pero si lo ser una hija, entonces vivirá.
Pero las matronas Dios temido, y no como el rey de Egipto les mandó, pero salvó los niños de hombres vivos.
Y el rey de Egipto pidió las matronas, y dijo unto les, Por qué tiene ye hecho esta cosa, y ha salvado los niños de hombres vivos?
Y las matronas dijeron unto Faraón, Porque las mujeres hebreas no son como las mujeres egipcias; para son animados, y está entregado antes de las matronas entran unto les.
Por eso el dios trató bien con las matronas: y las personas multiplicaron, y waxed muy muy.
Y el faraón cobró todas sus personas, refrán, Cada hijo que nace ye lanzará al río, y cada hija ye salvará vivo.
Y allí fue un hombre de la casa de Levi, y tomó a mujer una hija de Levi.
Y la mujer concibió, y bare un hijo: y cuándo le vio que era un goodly niño, le escondió tres meses.
Y la hija de Faraón vino abajo para la lavar en el río; y su maidens andado a lo largo de por el lado del río; y cuándo vio el arca entre las banderas, envió su sirvienta a fetch lo.
Y cuándo había abierto lo, vio el niño: y, behold, el babe lloró. Y tuvo compasión encima le, y dicho, Esto es uno de los hebreos' niños.
Entonces dijo su hermana a la hija del faraón, voy y llamada a thee un enfermero de las mujeres hebreas, que puede enfermero el niño para thee?
Y la hija del faraón dijo a ella, Va. Y la sirvienta fue y llamó la madre del niño.
Y la hija del faraón dijo unto le, Tomar este niño fuera, y enfermero él para mí, y daré thee thy sueldos. Y la mujer tomó el niño, y nursed lo.
Y el niño creció, y le trajo unto la hija del faraón, y acaecía su hijo . Y llamó su nombre Moisés: y dijo, Porque le dibujé fuera del agua.
Y vino para pasar en aquellos días, cuándo Moisés estuvo crecido, que salió unto sus hermanos, y mirados en sus cargas: y espió un egipcio golpeando un hebreo, uno de sus hermanos.
Y miraba de este modo y que manera, y cuándo vio que no había ningún hombre, él slew el egipcio, y le escondió en la arena.
Y cuándo salió el segundo día, behold, dos hombres de los hebreos strove juntos: y dijo a él que hizo el incorrecto, Wherefore smitest thou thy socio?
Y dijo, Quién hizo thee un príncipe y un juez encima nos? intendest thou Para matarme, tan thou killedst el egipcio? Y Moisés temió, y dicho, Seguramente esta cosa está sabida.
Ahora cuándo el faraón oyó esta cosa, buscó a slay Moisés. Pero Moisés huyó de la cara de Faraón, y morado en la tierra de Midian: y sentó por un bien.
Ahora el sacerdote de Midian tuvo siete hijas: y vinieron y dibujó agua, y llenó el troughs para abrevar el rebaño de su padre.
Y los pastores vinieron y les condujo fuera: pero Moisés se mantuvo en pie y les ayudó, y abrevó su rebaño.
Y dijeron, Un egipcio nos entregué fuera de la mano de los pastores, y también dibujó agua bastante para nosotros, y abrevó el rebaño.
Y dijo unto sus hijas, Y dónde es? Por qué es que ye ha dejado el hombre? Le llama, que puede comer pan.
Y Moisés era contenido para morar con el hombre: y dio Moisés Zipporah su hija.
Y ella bare le un hijo, y llamó su nombre Gershom: para dijo, he sido un desconocido en una tierra extraña.
Y el dios oyó su gimiendo, y el dios recordó su covenant con Abraham, con Isaac, y con Jacob.
Y el dios mirado a los niños de Israel, y el dios tuvo respeto unto les.
Ahora Moisés mantuvo el rebaño de Jethro su padre en ley, el sacerdote de Midian: y dirigió el rebaño al trasero del desierto, y vino a la montaña de Dios, incluso a Horeb.
Y el ángel del SEÑOR pareció unto le en una llama de fuego fuera del midst de un arbusto: y miraba, y, behold, el arbusto quemado con fuego, y el arbusto no fue consumido.
Y Moisés dijo, ahora giraré aparte, y ver esta vista suma, por qué el arbusto no es quemado.
Y cuándo el SEÑOR vio que giró aparte para ver, el dios llamó unto le fuera del midst del arbusto, y dicho, Moisés, Moisés. Y dijo, Aquí soy I.
Y dijo, Dibuja no nigh hither: aplazado thy zapatos de de thy pies, para el sitio whereon thou standest es tierra santa.
Además dijo, soy el Dios de thy padre, el Dios de Abraham, el Dios de Isaac, y el Dios de Jacob. Y Moisés escondió su cara; para era temeroso de mirar a Dios.
Y el SEÑOR dijo, seguramente he visto la aflicción de mis personas qué es en Egipto, y ha oído su grito por razón de su taskmasters; para sé su sorrows;
Y estoy venido abajo para entregarles fuera de la mano de los egipcios, y para traerles arriba fuera de aquella tierra unto una tierra buena y un grande, unto una tierra que fluye con leche y miel; unto el sitio del Canaanites, y el Hittites, y el Amorites, y el Perizzites, y el Hivites, y el Jebusites.
Ahora por tanto, behold, el grito de los niños de Israel es venir unto me: y también he visto la opresión wherewith los egipcios oppress les.
Venido ahora por tanto, y enviaré thee unto Faraón, aquel thou mayest trae adelante mis personas los niños de Israel fuera de Egipto.
Y Moisés dijo unto Dios, Quién soy I, que tendría que ir unto Faraón, y que tendría que traer adelante los niños de Israel fuera de Egipto?
Y Moisés dijo unto Dios, Behold, cuándo vengo unto los niños de Israel, y dirá unto les, El Dios de vuestros padres hath enviados me unto te; y dirán a mí, Qué es su nombre ? Qué digo unto les?
Y el dios dijo unto Moisés, SOY QUE SOY: y dijo, Así shalt thou decir unto los niños de Israel, SOY hath me envié unto te.
Va, y reunir los mayors de Israel junto, y decir unto les, El Dios de SEÑOR de vuestros padres, el Dios de Abraham, de Isaac, y de Jacob, pareció unto me, refrán, he seguramente te visitaste, y visto aquello cuál está hecho a ti en Egipto:
Y he dicho, te traeré arriba fuera de la aflicción de Egipto unto la tierra del Canaanites, y el Hittites, y el Amorites, y el Perizzites, y el Hivites, y el Jebusites, unto una tierra que fluye con leche y miel.
Y ellos hearken a thy voz: y thou shalt venido, thou y los mayors de Israel, unto el rey de Egipto, y ye dirá unto le, El Dios de SEÑOR de los hebreos hath cumplidos con nosotros: y ahora dejado nos ir, nosotros beseech thee, tres días' viaje al wilderness, que podemos sacrificar al SEÑOR nuestro Dios.
Y soy seguro que el rey de Egipto no dejado vas, no, no por un muy mano.
Y extenderé fuera de mi mano, y golpear Egipto con todo mi se pregunta cuál haré en el midst del mismo: y después que dejará vas.
Y daré este favor de personas en la vista de los egipcios: y vendrá para pasar, aquello, cuándo ye va, ye no irá vacío:
Pero cada mujer tomará prestado de su vecino, y de su aquello sojourneth en su casa, joyas de plata, y joyas de oro, y raiment: y ye les pondrá a vuestros hijos, y a vuestras hijas; y ye estropeará los egipcios.
Y Moisés contestó y dicho, Pero, behold, no me creerán, ni hearken unto mi voz: para dirán, El SEÑOR hath no parecido unto thee.
Y el SEÑOR dijo unto le, Qué es que en thine mano? Y dijo, Una caña.
Y dijo, Lanzado lo encima la tierra. Y lo lanzó encima la tierra, y acaecía una serpiente ; y Moisés huyó de antes de que lo.
Y el SEÑOR dijo unto Moisés, Puesto adelante thine mano, y tomar él por la cola. Y puso adelante su mano, y lo cogió, y acaecía una caña en su mano:
Aquello pueden creer que el Dios de SEÑOR de sus padres, el Dios de Abraham, el Dios de Isaac, y el Dios de Jacob, hath parecido unto thee.
Y el SEÑOR dijo además unto le, Puesto ahora thine mano a thy bosom. Y puso su mano a su bosom: y cuándo lo tomó fuera, behold, su mano era leprous tan nieve.
Y vendrá para pasar, si no creerán thee, tampoco hearken a la voz del primer signo, que creerán la voz del signo último.
Y vendrá para pasar, si no creerán también estos dos signos, tampoco hearken unto thy voz, aquel thou shalt tomar del agua del río, y verter él a la tierra seca: y el agua qué thou takest fuera del río acaecerá sangre a la tierra seca.
Y Moisés dijo unto el SEÑOR, O mi SEÑOR, no soy eloquent, tampoco hasta ahora, ni desde thou hast hablado unto thy criado: pero soy lento de habla, y de una lengua lenta.
Y el SEÑOR dijo unto le, Quién hath la boca del hombre hecho? O quién maketh el mudo, o sordo, o el viendo, o el ciego? Tiene no I el SEÑOR?
Ahora por tanto ir, y seré con thy boca, y enseñar thee lo que thou shalt dice.
Y dijo, O mi SEÑOR, envía, ruego thee, por la mano de él quien thou wilt envía.
Y la rabia de la SEÑORA era kindled en contra Moisés, y dijo, no Es Aaron el Levite thy hermano? Sé que puede hablar bien. Y también, behold, él cometh adelante para cumplir thee: y cuándo él seeth thee, será feliz en su corazón.
Y thou shalt hablar unto le, y poner palabras en su boca: y seré con thy boca, y con su boca, y te enseñará lo que ye hará.
Y será thy portavoz unto las personas: y será, incluso será a thee en vez de una boca, y thou shalt ser a él en vez de Dios.
Y thou shalt tomar esta caña en thine mano, wherewith thou shalt hacer signos.
Y Moisés fue y regresado a Jethro su padre en ley, y dijo unto le, Dejado me ir, ruego thee, y regresar unto mis hermanos qué es en Egipto, y ver si ellos ser todavía vivos. Y Jethro dicho a Moisés, Entra paz.
Y el SEÑOR dijo unto Moisés en Midian, Va, regreso a Egipto: para todos los hombres son muertos cuál buscó thy vida.
Y Moisés tomó su mujer y sus hijos, y puestos les a un asno, y regresó a la tierra de Egipto: y Moisés tomó la caña de Dios en su mano.
Y el SEÑOR dijo unto Moisés, Cuándo thou goest para regresar a Egipto, ve que thou todo aquellas maravillas antes de que Faraón, el cual he puesto en thine mano: pero yo harden su corazón, que no dejará las personas van.
Y thou shalt dice unto Faraón, Así saith el SEÑOR, Israel es mi hijo , incluso mi firstborn:
Y digo unto thee, Dejado mi hijo va, que me puede servir: y si thou residuos para dejarle van, behold, yo slay thy hijo, incluso thy firstborn.
Entonces Zipporah tomó un hueso agudo, y cortado del foreskin de su hijo, y lanzado él en sus pies, y dichos, Seguramente un arte de marido sangriento thou a mí.
Y el SEÑOR dijo a Aaron, Va al wilderness para cumplir Moisés. Y fue, y le cumplió en el monte de Dios, y le dio un beso.
Y Moisés dijo Aaron todo las palabras del SEÑOR quién había enviado le, y todo el firma cuál había mandado le.
Y Moisés y Aaron fueron y reunidos juntos todos los mayors de los niños de Israel:
Y Aaron spake todas las palabras qué el SEÑOR había hablado unto Moisés, e hizo los signos en la vista de las personas.
Y después Moisés y Aaron entraron, y Faraón dicho, Así saith el Dios de SEÑOR de Israel, Dejado mis personas van, que pueden aguantar un festín unto me en el wilderness.
Y el faraón dijo, Quién es el SEÑOR , que tendría que obedecer su voz para dejar Israel va? Sé no el SEÑOR, tampoco dejé Israel va.
Y dijeron, El Dios de los hebreos hath cumplidos con nosotros: dejado nos ir, rogamos thee, tres días' viaje al desierto, y sacrificar unto el SEÑOR nuestro Dios; lest cae a nosotros con pestilence, o con la espada.
Y el faraón dijo, Behold, las personas de la tierra ahora es muchos, y ye les hace resto de sus cargas.
Y el faraón mandó el mismo día el taskmasters de las personas, y sus agentes, refrán,
Y el cuento de los ladrillos, el cual hicieron hasta ahora, ye pondrá a ellos; ye no disminuirá ought del mismo: para ellos ser idle; por eso lloran, refrán, Dejado nos ir y sacrificio a nuestro Dios.
Dejado allí más obra ser puesto a los hombres, que pueden laborales therein; y dejado les no considerar palabras vanas.
Va ye, cogerte paja donde ye lo puede encontrar: aún así no ought de vuestra obra será disminuida.
Así que las personas estuvieron esparcidas en el extranjero por todas partes toda la tierra de Egipto para reunir rastrojo en vez de paja.
Y el taskmasters hasted les, refrán, Cumplir vuestras obras, vuestras tareas diarias, como cuando había paja.
Y los agentes de los niños de Israel, el cual Faraón taskmasters había puesto encima les, estuvo batido, y reclamado, Wherefore haber ye no cumplido vuestra tarea en hacer ladrillo tanto ayer y a día, tan hasta ahora?
Entonces los agentes de los niños de Israel vinieron y llorados unto Faraón, refrán, Wherefore dealest thou así con thy criados?
no hay ninguna paja dado unto thy criados, y dicen a nosotros, ladrillo de Marca: y, behold, thy los criados están batidos; pero la falta es en thine personas propias.
Pero dijo, Ye es idle, ye es idle: por tanto ye dice, Dejado nos ir y sacrifica al SEÑOR.
Y los agentes de los niños de Israel vieron que eran en caso de mal, después de que estuvo dicho, Ye no minish ought de vuestros ladrillos de vuestra tarea diaria.
Y cumplieron Moisés y Aaron, quién estuvo en la manera, como vinieron adelante de Faraón:
Y dijeron unto les, El cariz de SEÑOR a ti, y juez; porque ye ha hecho nuestro savour para ser aborrecido en los ojos de Faraón, y en los ojos de sus criados, para poner una espada en su mano a slay nos.
Y Moisés regresó unto el SEÑOR, y dicho, SEÑOR, wherefore hast thou tan mal entreated estas personas? Por qué es que thou hast me envié?
Para desde entonces vine a Faraón para hablar en thy nombre, él hath mal hecho a estas personas; tampoco hast thou entregado thy personas en absoluto.
Entonces el SEÑOR dijo unto Moisés, Ahora shalt thou ver qué I hará a Faraón: para con una mano fuerte les dejó ir, y con una mano fuerte les conduce fuera de su tierra.
Y Dios spake unto Moisés, y dijo unto le, soy el SEÑOR :
Y aparecí unto Abraham, unto Isaac, y unto Jacob, por el nombre del dios Todopoderoso, pero por mi nombre JEHOVÁ fui no sabido a ellos.
Y he también estableció mi covenant con ellos, para darles la tierra de Canaan, la tierra de su peregrinaje, donde eran desconocidos .
Y he también oyó el gimiendo de los niños de Israel, quien los egipcios mantienen en bondage; y he recordado mi covenant.
Wherefore Decir unto los niños de Israel, soy el SEÑOR , y te traeré fuera de bajo las cargas de los egipcios, y libraré tú fuera de su bondage, y redimiré tú con un extendido fuera brazo, y con juicios sumos:
Y te tomaré a mí para unas personas, y seré a ti un Dios: y ye sabrá que soy el SEÑOR vuestro Dios, el cual bringeth te fuera de bajo las cargas de los egipcios.
Y traeré tú en unto la tierra, respecto del cuál juré para darlo a Abraham, a Isaac, y a Jacob; y lo daré tú para un patrimonio: soy el SEÑOR .
Y Moisés spake tan unto los niños de Israel: pero ellos hearkened no unto Moisés para angustia de alcohol, y para cruel bondage.
Y el SEÑOR spake unto Moisés, refrán,
Entra, habla unto rey de Faraón de Egipto, que dejó los niños de Israel salen de su tierra.
Y Moisés spake antes del SEÑOR, refrán, Behold, los niños de Israel han no hearkened unto me; qué entonces el faraón me oigo, quién soy de uncircumcised labios?
Y el SEÑOR spake unto Moisés y unto Aaron, y les dio un cargo unto los niños de Israel, y unto rey de Faraón de Egipto, para traer los niños de Israel fuera de la tierra de Egipto.
Estos son las jefas de sus padres' casas: Los hijos de Reuben el firstborn de Israel; Hanoch, y Pallu, Hezron, y Carmi: estos son las familias de Reuben.
Y los hijos de Simeon; Jemuel, y Jamin, y Ohad, y Jachin, y Zohar, y Shaul el hijo de un Canaanitish mujer: estos son las familias de Simeon.
Y estos son los nombres de los hijos de Levi según sus generaciones; Gershon, y Kohath, y Merari: y los años de la vida de Levi era un centenar treinta y siete años.
Los hijos de Gershon; Libni, y Shimi, según sus familias.
Y los hijos de Kohath; Amram, e izhar, y Hebron, y Uzziel: y los años de la vida de Kohath era un centenar treinta y tres años.
Y los hijos de Merari; Mahali y Mushi: estos son las familias de Levi según sus generaciones.
Y Amram le tomó Jochebed la hermana de su padre a mujer; y ella bare le Aaron y Moisés: y los años de la vida de Amram era un centenar y treinta y siete años.
Y los hijos de Uzziel; Mishael, y Elzaphan, y Zithri.
Y Aaron le tomó Elisheba, hija de Amminadab, hermana de Naashon, a mujer; y ella bare le Nadab, y Abihu, Eleazar, e ithamar.
Y los hijos de Korah; Assir, y Elkanah, y Abiasaph: estos son las familias del Korhites.
Y Eleazar el hijo de Aaron le tomó uno de las hijas de Putiel a mujer; y ella bare le Phinehas: estos son las jefas de los padres del Levites según sus familias.
Estos son que Aaron y Moisés, a quien el SEÑOR dijo, Trae fuera de los niños de Israel de la tierra de Egipto según sus ejércitos.
Estos son cuáles spake a rey de Faraón de Egipto, para traer fuera de los niños de Israel de Egipto: estos son que Moisés y Aaron.
Y vino para pasar en el día cuándo el SEÑOR spake unto Moisés en la tierra de Egipto,
Que el SEÑOR spake unto Moisés, refrán, soy el SEÑOR : habla thou unto rey de Faraón de Egipto todo que digo unto thee.
Y Moisés dijo antes del SEÑOR, Behold, soy de uncircumcised labios, y cómo Faraón hearken unto me?
Y el SEÑOR dijo unto Moisés, Ve, he hecho thee un dios a Faraón: y Aaron thy el hermano será thy profeta.
Thou shalt Hablar todo que mando thee: y Aaron thy el hermano hablará unto Faraón, que envía los niños de Israel fuera de su tierra.
Pero Faraón no hearken unto te, que puedo poner mi mano a Egipto, y traer adelante ejércitos de mina, y mis personas los niños de Israel, fuera de la tierra de Egipto por juicios sumos.
Y los egipcios sabrán que soy el SEÑOR , cuándo extiendo adelante mano de mina a Egipto, y traer fuera de los niños de Israel de entre ellos.
Y Moisés y Aaron hicieron como el SEÑOR les mandó, así que ellos.
Y Moisés era fourscore los años viejos, y Aaron fourscore y tres años, cuándo ellos spake unto Faraón.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Cuándo el faraón hablará unto te, refrán, Shew un milagro para ti: entonces thou shalt decir unto Aaron, Toma thy caña, y lanzado lo antes de que Faraón, y acaecerá una serpiente.
Y Moisés y Aaron entraron unto Faraón, e hicieron tan como el SEÑOR había mandado: y Aaron lanzó abajo su caña antes de que Faraón, y antes de sus criados, y acaecía una serpiente .
Entonces el faraón también llamó los hombres sensatos y el sorcerers: ahora los magos de Egipto, también hicieron de manera parecida con sus encantamientos.
Para lanzaron abajo cada hombre su caña, y acaecían serpientes : pero la caña de Aaron tragado arriba de sus cañas.
Y él hardened el corazón del faraón, que él hearkened no unto les; como el SEÑOR había dicho.
Y el SEÑOR dijo unto Moisés, el corazón del faraón es hardened, él refuseth para dejar las personas van.
Coge thee unto Faraón por la mañana; lo, él goeth fuera unto el agua; y thou shalt estand por el borde del río en contra viene; y la caña qué estuvo girado a una serpiente shalt thou tomar en thine mano.
Y thou shalt decir unto le, El Dios de SEÑOR de los hebreos hath enviados me unto thee, refrán, Dejado mis personas van, que me pueden servir en el wilderness: y, behold, hasta la fecha thou wouldest no oír.
Así saith el SEÑOR, En este thou shalt sabe que soy el SEÑOR : behold, golpearé con la caña que es en mano de mina al abreva cuáles son en el río, y serán girados a sangre.
Y el pez que es en el río morirá, y el río apestará; y los egipcios lothe para beber del agua del río.
Y el SEÑOR spake unto Moisés, Dice unto Aaron, Toma thy caña, y tramo fuera de thine mano a las aguas de Egipto, a sus corrientes, a sus ríos, y a su ponds, y a todos sus grupos de agua, que pueden acaecer sangre; y que puede haber sangre por todas partes toda la tierra de Egipto, ambos en vaso de madera, y en vaso de hueso.
Y el pez que era en el río murió; y el río apestó, y los egipcios no podrían beber del agua del río; y había sangre por todas partes toda la tierra de Egipto.
Y los magos de Egipto hicieron tan con sus encantamientos: y el corazón del faraón era hardened, tampoco él hearken unto les; como el SEÑOR había dicho.
Y todos los egipcios digged ronda sobre el río para abrevar para beber; para no podrían beber del agua del río.
Y siete días estuvieron cumplidos, después que el SEÑOR había golpeado el río.
Y el SEÑOR spake unto Moisés, Va unto Faraón, y decir unto le, Así saith el SEÑOR, Dejado mis personas van, que me pueden servir.
Y si thou residuos para dejarles van, behold, golpearé todo thy bordes con ranas:
Y el río traerá adelante ranas abundantemente, el cual remontará y venido a thine casa, y a thy bedchamber, y a thy cama, y a la casa de thy criados, y a thy personas, y a thine hornos, y a thy kneadingtroughs:
Y las ranas vendrán arriba de ambos encima thee, y a thy personas, y a todo thy criados.
Y el SEÑOR spake unto Moisés, Dice unto Aaron, Tramo adelante thine mano con thy caña sobre las corrientes, sobre los ríos, y sobre el ponds, y ranas de causa para venir arriba a la tierra de Egipto.
Y Aaron extendió fuera de su mano sobre las aguas de Egipto; y las ranas vinieron arriba, y cubrió la tierra de Egipto.
Y los magos hicieron tan con sus encantamientos, y traídos arriba de ranas a la tierra de Egipto.
Entonces el faraón pidió Moisés y Aaron, y dichos, Intreat el SEÑOR, que puede tomar fuera las ranas de mí, y de mis personas; y dejaré las personas van, que pueden hacer sacrifica unto el SEÑOR.
Y Moisés dijo unto Faraón, Gloria encima me: cuándo yo intreat para thee, y para thy criados, y para thy personas, para destruir las ranas de thee y thy casas, que pueden quedar en el río sólo?
Y las ranas depart de thee, y de thy casas, y de thy criados, y de thy personas; quedarán en el río sólo.
Y Moisés y Aaron salieron de Faraón: y Moisés lloró unto el SEÑOR debido a las ranas qué había traído en contra Faraón.
Y les reunieron juntos a heaps: y la tierra apestó.
Pero cuándo el faraón vio que había respiro, él hardened su corazón, y hearkened no unto les; como el SEÑOR había dicho.
Y el SEÑOR dijo unto Moisés, Dice unto Aaron, Tramo fuera de thy caña, y golpear el polvo de la tierra, que lo puede acaecer lice por todas partes toda la tierra de Egipto.
E hicieron tan; para Aaron extendió fuera de su mano con su caña, y golpeó el polvo de la tierra, y acaecía lice en hombre, y en bestia; todo el polvo de la tierra acaecía lice por todas partes toda la tierra de Egipto.
Y los magos hicieron tan con sus encantamientos para traer adelante lice, pero podrían no: tan había lice a hombre, y a bestia.
Entonces los magos dijeron unto Faraón, Esto es el dedo de Dios: y el corazón del faraón era hardened, y él hearkened no unto les; como el SEÑOR había dicho.
Y el SEÑOR dijo unto Moisés, se Subleva temprano por la mañana, y estand antes de que Faraón; lo, él cometh adelante al agua; y decir unto le, Así saith el SEÑOR, Dejado mis personas van, que me pueden servir.
Más, si thou wilt no dejar mis personas van, behold, enviaré enjambres de moscas a thee, y a thy criados, y a thy personas, y a thy casas: y las casas de las egipcias serán llenas de enjambres de moscas, y también la tierra whereon son.
Y pondré una reparto entre mis personas y thy personas: a morrow esto firma ser.
Y el SEÑOR hizo tan; y allí vino un enjambre grave de moscas a la casa de Faraón, y a sus criados' casas, y a toda la tierra de Egipto: la tierra estuvo corrompida por razón del enjambre de moscas.
Y el faraón pidió Moisés y para Aaron, y dicho, Va ye, sacrificio a vuestro Dios en la tierra.
Y Moisés dijo, no es cumplir tan para hacer; para sacrificaremos la abominación de los egipcios al SEÑOR nuestro Dios: lo, sacrificamos la abominación de los egipcios antes de sus ojos, y no nosapedrean?
Iremos tres días' viaje al wilderness, y sacrificio al SEÑOR nuestro Dios, como nos mandará.
Y el faraón dijo, dejaré vas, aquel ye puede sacrificar al SEÑOR vuestro Dios en el wilderness; sólo ye no irá muy lejos fuera: intreat para mí.
Y Moisés dijo, Behold, salgo de thee, y yo intreat el SEÑOR que los enjambres de moscas pueden depart de Faraón, de sus criados, y de sus personas, a morrow: pero deja no trato de Faraón con falsedad más en no dejando las personas van para sacrificar al SEÑOR.
Y Moisés salió de Faraón, e intreated el SEÑOR.
Y el SEÑOR hizo según la palabra de Moisés; y sacó los enjambres de moscas de Faraón, de sus criados, y de sus personas; allí quedó no uno.
Y Faraón hardened su corazón en este tiempo también, tampoco dejó las personas van.
Entonces el SEÑOR dijo unto Moisés, Entra unto Faraón, y decirle, Así saith el Dios de SEÑOR de los hebreos, Dejados mis personas van, que me pueden servir.
Para si thou residuos para dejarles van, y wilt les aguanta todavía,
Behold, la mano de la SEÑORA es a thy ganado qué es en el campo, a los caballos, a los asnos, a los camellos, al oxen, y a la oveja: habrá un muy grave murrain.
Y el SEÑOR sever entre el ganado de Israel y el ganado de Egipto: y allí nada muere de todo aquel es los niños es de Israel.
Y el SEÑOR nombró un tiempo de conjunto, refrán, A morrow el SEÑOR hará esta cosa en la tierra.
Y el SEÑOR que cosa en el morrow, y todo el ganado de Egipto murió: pero del ganado de los niños de Israel murieron no uno.
Y el faraón envió, y, behold, no hubo uno del ganado del Israelites muerto. Y el corazón de Faraón era hardened, y no dejó las personas van.
Y el SEÑOR dijo unto Moisés y unto Aaron, Toma a ti handfuls de cenizas del furnace, y Moisés dejado sprinkle él hacia el cielo en la vista de Faraón.
Y acaecerá polvo pequeño en toda la tierra de Egipto, y será un hervir rompiendo adelante con blains a hombre, y a bestia, por todas partes toda la tierra de Egipto.
Y tomaron cenizas del furnace, y estar antes de que Faraón; y Moisés sprinkled lo arriba hacia cielo; y acaecía un hervir rompiendo adelante con blains a hombre, y a bestia.
Y los magos no podrían estar antes de que Moisés debido al hierve; para el hervir era a los magos, y a todos los egipcios.
Y el SEÑOR hardened el corazón de Faraón, y él hearkened no unto les; como el SEÑOR había hablado unto Moisés.
Y el SEÑOR dijo unto Moisés, se Subleva temprano por la mañana, y estand antes de que Faraón, y decir unto le, Así saith el Dios de SEÑOR de los hebreos, Dejados mis personas van, que me pueden servir.
Para yo en este tiempo envío todas mis plagas a thine corazón, y a thy criados, y a thy personas; aquel thou mayest sabe que hay ninguno me gusto en toda la tierra.
Por ahora extenderé fuera de mi mano, que puedo golpear thee y thy personas con pestilence; y thou shalt ser cortado fuera de la tierra.
Y en muy la acción para esta causa tiene crié thee arriba, para a shew en thee mi poder; y que mi nombre puede ser declarado por todas partes toda la tierra.
Hasta ahora exaltest thou thyself contra mis personas, aquel thou wilt no dejarles ir?
Behold, a morrow sobre este tiempo lo causaré para llover un granizo muy grave, como hath no sido en Egipto desde la fundación del mismo incluso hasta que ahora.
Envía por tanto ahora, y reunir thy ganado, y todo aquel thou hast en el campo; para a cada hombre y bestia cuál será encontrado en el campo, y no será casa traída, el granizo vendrá abajo a ellos, y morirán.
Él aquello temió la palabra del SEÑOR entre los criados de Faraón hicieron sus criados y su ganado huyen a las casas:
Y él aquello consideró no la palabra de la SEÑORA dejó sus criados y su ganado en el campo.
Y el SEÑOR dijo unto Moisés, Tramo adelante thine mano hacia cielo, que puede haber granizo en toda la tierra de Egipto, a hombre, y a bestia, y a cada hierba del campo, durante la tierra de Egipto.
Y Moisés extendió adelante su caña hacia cielo: y el SEÑOR granizo y trueno enviados, y el fuego corrió a lo largo de a la tierra; y el SEÑOR granizo llovido a la tierra de Egipto.
Tan había granizo, y disparar mezclado con el granizo, muy grave, como había ninguno gusta él en toda la tierra de Egipto desde entonces acaecía una nación .
Y el granizo golpeó por todas partes toda la tierra de Egipto todo aquello era en el campo, ambos hombre y bestia; y el granizo golpeó cada hierba del campo, y frenar cada árbol del campo.
Sólo en la tierra de Goshen, donde los niños de Israel eran, era allí ningún granizo.
Y el faraón envió, y Aaron y Moisés pedidos, y dijo unto les, he pecado este tiempo: el SEÑOR es righteous, e i y mis personas son malvadas.
Intreat El SEÑOR (para es bastante) que allí ser no más muy thunderings y granizo; y dejaré vas, y ye se quedará ya no.
Y Moisés dijo unto le, Apenas estoy salido de la ciudad, extenderé en el extranjero mis manos unto el SEÑOR; y el trueno cesará, tampoco allí será más granizo; aquel thou mayest saber cómo aquello la tierra es la SEÑORA es.
Pero en cuanto a thee y thy criados, sé que ye no todavía temer el Dios de SEÑOR.
Y el flax y la cebada estuvo golpeada: para la cebada era en la oreja, y el flax era bolled.
Pero el trigo y el rie no fue golpeado: para no fueron crecidos arriba.
Y Moisés salió de la ciudad de Faraón, y extendido en el extranjero sus manos unto el SEÑOR: y los truenos y saludar cesado, y la lluvia no fue vertida a la tierra.
Y cuándo el faraón vio que la lluvia y el granizo y los truenos estuvieron cesados, pecó todavía más, y hardened su corazón, él y sus criados.
Y el corazón de Faraón era hardened, tampoco dejó los niños de Israel van; como el SEÑOR había hablado por Moisés.
Y que thou mayest decir en las orejas de thy hijo, y de thy el hijo del hijo, lo que cosas he wrought en Egipto, y mi firma cuál he hecho entre ellos; aquel ye puede saber cómo aquello soy el SEÑOR .
Y Moisés y Aaron entraron unto Faraón, y dijo unto le, Así saith el Dios de SEÑOR de los hebreos, Cuánto tiempo wilt thou residuos a humildes thyself antes de que me? Dejado mis personas van, que me pueden servir.
Más, si thou residuos para dejar mis personas van, behold, a morrow traigo el locusts a thy costa:
Y cubrirán la cara de la tierra, que uno no puede ser capaz de ver la tierra: y comerán el residuo de aquel cuál está huido, el cual remaineth unto tú del granizo, y comerá cada árbol qué groweth para tú fuera del campo:
Y los criados del faraón dijeron unto le, Cuánto tiempo este hombre ser un snare unto nos? Dejado los hombres van, que pueden servir el SEÑOR su Dios: knowest thou no todavía que Egipto está destruido?
Y Moisés y Aaron estuvieron traídos otra vez unto Faraón: y dijo unto les, Va, servir el SEÑOR vuestro Dios: pero quién son aquello irá?
Y Moisés dijo, iremos con nuestro jóvenes y con nuestro viejos, con nuestros hijos y con nuestras hijas, con nuestros rebaños y con nuestras manadas vamos; para tenemos que aguantar un festín unto el SEÑOR.
Y dijo unto les, Dejado el SEÑOR ser tan contigo, como dejaré vas, y vuestro poco unos: cariz a él; para el mal es antes de que te.
No tan: va ahora ye aquello es hombres , y servir el SEÑOR; para aquel ye deseó. Y estuvieron conducidos fuera de la presencia del faraón.
Y Moisés extendió adelante su caña sobre la tierra de Egipto, y el SEÑOR trajo un viento del este a la tierra todo aquel día, y toda aquella noche; y cuándo era mañana , el viento del este trajo el locusts.
Y el locusts remontó encima toda la tierra de Egipto, y descansado en todas las costas de Egipto: muy grave fueron; antes de que les había no tal locusts como ellos, tampoco después de que les será tal.
Para cubrieron la cara de la tierra entera, de modo que la tierra estuvo oscurecida; y comieron cada hierba de la tierra, y toda la fruta de los árboles qué el granizo había dejado: y allí quedó no cosa muy verde en los árboles, o en las hierbas del campo, a través de toda la tierra de Egipto.
Entonces el faraón pidió Moisés y Aaron en prisa; y dijo, he pecado contra el SEÑOR vuestro Dios, y en contra te.
Ahora por tanto perdonar, ruego thee, mi pecado sólo esto una vez, e intreat el SEÑOR vuestro Dios, que puede tomar fuera de mí esta muerte sólo.
Y salió de Faraón, e intreated el SEÑOR.
Y el SEÑOR giró un viento del oeste muy fuerte, el cual tomó fuera el locusts, y lanzado les al mar Rojo; allí quedó no uno locust en todas las costas de Egipto.
Pero el SEÑOR hardened el corazón del faraón, de modo que no dejaría los niños de Israel van.
Y Moisés extendió adelante su mano hacia cielo; y había una oscuridad gruesa en toda la tierra de Egipto tres días:
Y el faraón llamó unto Moisés, y dicho, Va ye, servir el SEÑOR; sólo dejado vuestros rebaños y vuestras manadas ser quedados: dejado vuestro poco unos también van contigo.
Y Moisés dijo, Thou nos tiene que dar también sacrificios y quemó ofrendas, que podemos sacrificar unto el SEÑOR nuestro Dios.
Nuestro ganado también irá con nosotros; allí no un hoof quedar rezagado; para del mismo mosto tomamos para servir el SEÑOR nuestro Dios; y sabemos no con qué tenemos que servir el SEÑOR, hasta que venimos allá.
Pero el SEÑOR hardened el corazón del faraón, y no les dejaría ir.
Y Moisés dijo, Thou hast hablado bien, veré thy cara otra vez ningún más.
Y el SEÑOR dijo unto Moisés, Todavía traigo una plaga más a Faraón, y a Egipto; después dejará vas de ahí: cuándo dejará vas, él seguramente empujado te fuera de ahí altogether.
Habla ahora en las orejas de las personas, y dejar cada hombre toma prestado de su vecino, y cada mujer de su vecino, joyas de plata, y joyas de oro.
Y el SEÑOR dio el favor de personas en la vista de los egipcios. Además el hombre Moisés era muy sumo en la tierra de Egipto, en la vista de los criados del faraón, y en la vista de las personas.
Y Moisés dijo, Así saith el SEÑOR, Aproximadamente medianoche salgo al midst de Egipto:
Y todo el firstborn en la tierra de Egipto morirá, del primer nato de Faraón que sitteth a su trono, incluso unto el firstborn del maidservant aquello es detrás del molino; y todo el firstborn de bestias.
Y habrá un grito sumo por todas partes toda la tierra de Egipto, como había ninguno lo gusta, ni será gustarlo más.
Pero en contra cualquiera de los niños de Israel no un perro mueve su lengua, en contra hombre o bestia: aquel ye puede saber cómo aquello el SEÑOR doth puesto una diferencia entre los egipcios e israel.
Y todo estos thy los criados vendrán abajo unto me, y lazo abajo ellos unto me, refrán, Coge thee fuera, y todas las personas que sigue thee: y después que saldré. Y salió de Faraón en una rabia suma.
Y el SEÑOR dijo unto Moisés, Faraón no hearken unto te; aquello mis maravillas pueden ser multiplicadas en la tierra de Egipto.
Y Moisés y Aaron todo estas maravillas antes de que Faraón: y el SEÑOR hardened el corazón del faraón, de modo que no dejaría los niños de Israel salen de su tierra.
Y el SEÑOR spake unto Moisés y Aaron en la tierra de Egipto, refrán,
Este mes será unto te el comienzo de meses: será el primer mes del año a ti.
Habla ye unto toda la congregación de Israel, refrán, En el décimo día de este mes tomarán a ellos cada hombre un cordero, según la casa de sus padres, un cordero para una casa:
Y si la casa ser demasiado poco para el cordero, dejado le y su vecino luego unto su casa toma él según el número de las almas; cada hombre según su comiendo hará vuestra cuenta para el cordero.
Vuestro cordero será sin mácula, un macho del primer año: ye lo tomará fuera de la oveja, o de las cabras:
Y ye lo mantendrá arriba hasta el decimocuarto día del mismo mes: y la asamblea entera de la congregación de Israel matará él en la tarde.
Y tomarán de la sangre, y atacarlo encima los dos postes de lado y en el poste de puerta superior de las casas, donde lo comerán.
Y comerán la carne en aquella noche, asa con fuego, y unleavened pan; y con hierbas amargas lo comerán.
Come no de él crudo, ni sodden en absoluto con agua, pero asar con fuego; su jefa con sus patas, y con el purtenance del mismo.
Y ye dejará nada de él queda hasta la mañana; y que qué remaineth de él hasta que la mañana ye quemará con fuego.
Y así ye comerlo; con vuestros lomos girded, vuestros zapatos en vuestros pies, y vuestro personal en vuestra mano; y ye comerá él en prisa: es el SEÑOR passover.
Y la sangre será a ti para un token a las casas donde ye es: y cuándo veo la sangre, pasaré encima te, y la plaga no será a ti para destruirte, cuándo golpeo la tierra de Egipto.
Y este día será unto tú para un monumento; y ye lo mantendrá un festín al SEÑOR durante vuestras generaciones; ye lo mantendrá un festín por un ordinance para siempre.
Siete días ye come unleavened pan; incluso el primer día ye pondrá fuera leaven fuera de vuestras casas: para whosoever eateth leavened pan del primer día hasta el séptimo día, aquella alma será cortada fuera de Israel.
Y en el primer día allí será un santo convocation, y en el séptimo día allí será un santo convocation a ti; ninguna manera de obra será hecha en ellos, salva que qué cada hombre tiene que comer, que sólo puede ser hecho de ti.
Y ye observará el festín de unleavened pan; para en este selfsame el día tiene traje vuestros ejércitos fuera de la tierra de Egipto: por tanto ye observar este día en vuestras generaciones por un ordinance para siempre.
En el primer mes, en el decimocuarto día del mes en incluso, ye comerá unleavened pan, hasta que el y vigésimo día del mes en incluso.
Ye Comerá nada leavened; en todo vuestro habitations ye come unleavened pan.
Entonces Moisés pidió todos los mayors de Israel, y dijo unto les, Sorteo fuera y tomarte un cordero según vuestras familias, y matar el passover.
Y ye tomará un ramo de hisopo, e inmersión él en la sangre que es en el bason, y atacar el dintel y los dos postes de lado con la sangre que es en el bason; y ninguno de ti saldrá en la puerta de su casa hasta la mañana.
Para el SEÑOR pasará a través de para golpear los egipcios; y cuándo él seeth la sangre al dintel, y en los dos postes de lado, el SEÑOR pasará sobre la puerta, y no padecerá el destructor de entrar unto vuestras casas para golpearte.
Y ye observará esta cosa para un ordinance a thee y a thy hijos para siempre.
Y vendrá para pasar, cuándo ye ser venido al aterrizar cuál el SEÑOR te dará, según tan él hath prometido, aquel ye mantendrá este servicio.
Y vendrá para pasar, cuándo vuestros niños dirán unto te, Qué significa ye por este servicio?
Aquel ye dirá, es el sacrificio del SEÑOR passover, quién pasó sobre las casas de los niños de Israel en Egipto, cuándo golpeó los egipcios, y entregó nuestras casas. Y las personas inclinaron la jefa y worshipped.
Y los niños de Israel fueron fuera, e hizo como el SEÑOR había mandado Moisés y Aaron, así que ellos.
Y el faraón se sublevó en la noche, él, y todos sus criados, y todos los egipcios; y había un grito sumo en Egipto; para no hubo una casa donde no hubo uno muerto.
Y pidió Moisés y Aaron por noche, y dicho, se Subleva, y cogerte adelante de entre mis personas, ambos ye y los niños de Israel; e ir, servir el SEÑOR, como ye ha dicho.
También tomar vuestros rebaños y vuestras manadas, como ye ha dicho, y ser ido; y bendecirme también.
Y los egipcios eran urgentes a las personas, que les podrían enviar fuera de la tierra en prisa; para dijeron, somos todos los hombres muertos .
Y las personas tomaron su dough antes de que era leavened, su kneadingtroughs el ser ató arriba en su ropa a sus hombros.
Y los niños de Israel hicieron según la palabra de Moisés; y tomaron prestado de las joyas de egipcios de plata, y joyas de oro, y raiment:
Y el SEÑOR dio el favor de personas en la vista de los egipcios, de modo que dejaron unto les tales cosas como requirieron. Y estropearon los egipcios.
Y los niños de Israel journeyed de Rameses a Succoth, aproximadamente seiscientos millar a pie aquello era hombres , junto a niños.
Y un mixto multitude remontó también con ellos; y rebaños, y manadas, incluso mucho ganado.
Y cocieron unleavened pasteles del dough cuál trajeron adelante fuera de Egipto, para no fue leavened; porque estuvieron empujados fuera de Egipto, y podría no tarry, tampoco tuvo prepararon para ellos cualquier victual.
Ahora el sojourning de los niños de Israel, quién moró en Egipto, era cuatrocientos y treinta años.
Y vino para pasar al final del cuatrocientos y treinta años, incluso el selfsame día vino para pasar, que todos los anfitriones del SEÑOR salieron de la tierra de Egipto.
Es una noche para ser mucho observó unto el SEÑOR para traerles fuera de la tierra de Egipto: esto es que noche del SEÑOR para ser observado de todos los niños de Israel en sus generaciones.
Y el SEÑOR dijo unto Moisés y Aaron, Esto es el ordinance del passover: Allí ningún desconocido come del mismo:
Pero el criado de cada hombre que está comprado para dinero, cuándo thou hast circumcised le, entonces come del mismo.
Un extranjero y un criado contratado no comerán del mismo.
En uno alberga ser comido; thou shalt no llevar adelante ought de la carne en el extranjero fuera de la casa; tampoco ye pausa un hueso del mismo.
Toda la congregación de Israel lo mantendrá.
Y cuándo un desconocido sojourn con thee, y mantendrá el passover al SEÑOR, dejado todos sus machos ser circumcised, y entonces dejados le venidos cercanos y mantenerlo; y será tan uno aquello nace en la tierra: para ningún uncircumcised la persona comerá del mismo.
Una ley será a él aquello es homeborn, y unto el más extraño que sojourneth entre ti.
Así todo los niños de Israel; como el SEÑOR mandó Moisés y Aaron, así que ellos.
Y vino para pasar el selfsame día, que el SEÑOR trajo los niños de Israel fuera de la tierra de Egipto por sus ejércitos.
Y el SEÑOR spake unto Moisés, refrán,
Santifica unto me todo el firstborn, cualquier openeth el womb entre los niños de Israel, ambos de hombre y de bestia: es mina .
Y Moisés dijo unto las personas, Recordar este día, en qué ye salió de Egipto, fuera de la casa de bondage; para por fuerza de entregar el SEÑOR te trajiste fuera de este sitio: allí ningún leavened pan ser comido.
Este día vino ye fuera en el mes Abib.
Y será cuándo el SEÑOR traerá thee a la tierra del Canaanites, y el Hittites, y el Amorites, y el Hivites, y el Jebusites, el cual él sware unto thy padres para dar thee, una tierra que fluye con leche y miel, aquel thou shalt mantener este servicio en este mes.
Siete días thou shalt come unleavened pan, y en el séptimo día será un festín al SEÑOR.
Unleavened El pan será comido siete días; y allí ningún leavened pan ser visto con thee, tampoco allí será leaven visto con thee en todo thy barrios.
Y thou shalt shew thy hijo en aquel día, refrán, Esto está hecho debido a aquel cuál el SEÑOR unto me cuándo vine adelante fuera de Egipto.
Y será para un signo unto thee a thine mano, y para un monumento entre thine ojos, que la ley del SEÑOR puede ser en thy boca: para con una mano fuerte hath el SEÑOR trajo thee fuera de Egipto.
Thou shalt Por tanto mantener este ordinance en su estación año tras año.
Y será cuándo el SEÑOR traerá thee a la tierra del Canaanites, como él sware unto thee y a thy padres, y lo dará thee,
Aquel thou shalt conjunto aparte unto el SEÑOR todo aquel openeth la matriz, y cada firstling que cometh de una bestia qué thou hast; los machos serán el SEÑOR es.
Y cada firstling de un asno thou shalt redimir con un cordero; y si thou wilt no redimirlo, entonces thou shalt pausa su cuello: y todo el firstborn de hombre entre thy niños shalt thou redime.
Y vino para pasar, cuándo el faraón difícilmente dejado nos ir, que el SEÑOR slew todo el firstborn en la tierra de Egipto, tanto el firstborn de hombre, y el firstborn de bestia: por eso sacrifico al SEÑOR todo aquel openeth la matriz, siendo machos; pero todo el firstborn de mis niños redimo.
Y será para un token a thine mano, y para frontlets entre thine ojos: para por fuerza de entregar el SEÑOR nos traje adelante fuera de Egipto.
Y vino para pasar, cuándo el faraón había dejado las personas van, aquel Dios les dirigió no a través de la manera de la tierra del Philistines, a pesar de que aquello era cercano; para el dios dijo, Lest peradventure las personas repent cuándo ven guerra, y regresan a Egipto:
Pero el dios dirigió las personas aproximadamente, a través de la manera del wilderness del mar Rojo: y los niños de Israel remontaron harnessed fuera de la tierra de Egipto.
Y Moisés tomó los huesos de Joseph con él: para hubo straitly jurado los niños de Israel, refrán, el dios seguramente te visitará; y ye llevará arriba de mis huesos fuera de ahí contigo.
Y tomaron su viaje de Succoth, y encamped en Etham, en el borde del wilderness.
Y el SEÑOR fue antes de que les por día en una pilar de una nube, para dirigirles la manera; y por noche en una pilar de fuego, para darles ligero; para pasar de largo día y noche:
tomó no fuera la pilar de la nube por día, ni la pilar de fuego por noche, de antes de que las personas.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, que giran y encamp antes de Pihahiroth, entre Migdol y el mar, encima contra Baalzephon: antes de que él ye encamp por el mar.
Y yo harden el corazón del faraón, que seguirá después de que les; y seré honrado a Faraón, y a todo su anfitrión; aquello los egipcios pueden saber que soy el SEÑOR . E hicieron tan.
Y estuvo dicho el rey de Egipto que las personas huyeron: y el corazón de Faraón y de sus criados estuvo girado contra las personas, y dijeron, Por qué tiene nosotros hechos esto, que hemos dejado Israel va de servirnos?
E hizo a punto su chariot, y tomó sus personas con él:
Y tomó seiscientos escogido chariots, y todo el chariots de Egipto, y capitanes sobre cada uno de ellos.
Y el SEÑOR hardened el corazón de rey de Faraón de Egipto, y persiguió después de los niños de Israel: y los niños de Israel salieron con una mano alta.
Pero los egipcios persiguieron después de que les, todos los caballos y chariots de Faraón, y su horsemen, y su ejército, y overtook les encamping por el mar, junto a Pihahiroth, antes de que Baalzephon.
Y cuándo el faraón dibujó nigh, los niños de Israel lifted arriba de sus ojos, y, behold, los egipcios marched después de que les; y eran doloridos temerosos: y los niños de Israel lloraron fuera unto el SEÑOR.
Y dijeron unto Moisés, Porque no había ninguna tumba en Egipto, hast thou tomado nos fuera para morir en el wilderness? wherefore hast thou Tratado así con nosotros, para llevarnos adelante fuera de Egipto?
No Es esto la palabra que dijimos thee en Egipto, refrán, Dejado nos sólo, que podemos servir los egipcios? Para él había sido mejor para nosotros para servir los egipcios, que que tendríamos que morir en el wilderness.
Y Moisés dijo unto las personas, Miedo ye no, estand todavía, y ver la salvación del SEÑOR, el cual él shew a ti a día: para los egipcios quien ye ha visto a día, ye les verá otra vez ningún más para siempre.
El SEÑOR luchará para ti, y ye aguantará vuestra paz.
Y el SEÑOR dijo unto Moisés, Wherefore criest thou unto me? Habla unto los niños de Israel, que van de frente:
Pero impulso thou arriba de thy caña, y tramo fuera de thine mano sobre el mar, y dividirlo: y los niños de Israel irán en tierra seca a través del midst del mar.
E I, behold, yo harden los corazones de los egipcios, y les seguirán: y me cogeré honor a Faraón, y a todo su anfitrión, a su chariots, y a su horsemen.
Y los egipcios sabrán que soy el SEÑOR , cuándo me he cogido honor a Faraón, a su chariots, y a su horsemen.
Y el ángel de Dios, el cual fue antes del campamento de Israel, sacado y fue detrás les; y la pilar de la nube fue de antes de que su cara, y estuvo detrás les:
Y vino entre el campamento de los egipcios y el campamento de Israel; y era una nube y oscuridad a ellos, pero dio ligero por noche a estos: de modo que el vino no cercano el otro toda la noche.
Y Moisés extendió fuera de su mano sobre el mar; y el SEÑOR causó el mar para volver por un viento del este fuerte toda aquella noche, e hizo el mar tierra seca, y las aguas estuvieron divididas.
Y los niños de Israel fueron al midst del mar a la tierra seca: y las aguas eran una muro unto les encima su mano derecha, y en su izquierdo.
Y los egipcios persiguieron, y entró después de que les al midst del mar, incluso los caballos de todo Faraón, su chariots, y su horsemen.
Y vino para pasar, que por la mañana mirar el SEÑOR miraba unto el anfitrión de los egipcios a través de la pilar de fuego y de la nube, y turbulento el anfitrión de los egipcios,
Y el SEÑOR dijo unto Moisés, Tramo fuera de thine mano sobre el mar, que las aguas pueden venir otra vez a los egipcios, a su chariots, y a su horsemen.
Y Moisés extendió adelante su mano sobre el mar, y el mar regresó a su fuerza cuándo la mañana pareció; y los egipcios huyeron en contra lo; y el SEÑOR derrocó los egipcios en el midst del mar.
Y las aguas regresaron, y cubrió el chariots, y el horsemen, y todo el anfitrión de Faraón que vino al mar después de que les; allí quedó no tanto como uno de ellos.
Pero los niños de Israel anduvieron a tierra seca en el midst del mar; y las aguas eran una muro unto les encima su mano derecha, y en su izquierdo.
Por ello el SEÑOR salvó Israel que día fuera de la mano de los egipcios; e israel vio los egipcios muertos a la orilla de mar.
E Israel vio que sumo obrar cuál el SEÑOR hizo a los egipcios: y las personas temieron el SEÑOR, y creyó el SEÑOR, y su criado Moisés.
Entonces cantó Moisés y los niños de Israel esta canción unto el SEÑOR, y spake, refrán, cantaré unto el SEÑOR, para él hath triunfado gloriosamente: el caballar y su jinete hath él echado al mar.
El SEÑOR es mi fuerza y canción, y está acaecido mi salvación : es mi Dios , y le prepararé un habitation; el dios de mi padre, y yo exalt le.
El SEÑOR es un hombre de guerra: el SEÑOR es su nombre .
Faraón chariots y su anfitrión hath lanzó al mar: sus capitanes escogidos también están inundados en el mar Rojo.
Las profundidades les han cubierto: se hundieron al fondo como hueso.
Thy Mano derecha, O SEÑOR, está acaecido magnífico en facultad: thy mano derecha, O SEÑOR, hath dashed en piezas el enemigo.
Y en la grandeza de thine excellency thou hast derrocado les aquello se sublevó contra thee: thou sentest adelante thy ira, el cual les consumió tan rastrojo.
Y con la explosión de thy narinas las aguas estuvieron reunidas juntas, las inundaciones estuvieron íntegras como un heap, y las profundidades estuvieron coaguladas en el corazón del mar.
El enemigo dijo, perseguiré, yo overtake, dividiré el estropear; mi lujuria será satisfecha a ellos; dibujaré mi espada, mi mano les destruirá.
Thou didst Golpe con thy viento, el mar les cubrió: se hundieron tan ventaja en el muy aguas.
Quién es como unto thee, O SEÑOR, entre los dioses? Quién es como thee, magnífico en santidad, temeroso en elogios, haciendo maravillas?
Thou stretchedst Fuera de thy mano derecha, la tierra les tragó.
Thou En thy piedad hast dirigido adelante las personas qué thou hast redimió: thou hast les guió en thy fuerza unto thy santo habitation.
Las personas oirán, y ser temerosos: sorrow tomará agarrarse los habitantes de Palestina.
El miedo y el pavor caerán a ellos; por la grandeza de thine brazo serán tan todavía como hueso; hasta thy las personas pasan encima, O SEÑOR, hasta las personas pasan encima, el cual thou hast adquirió.
Thou shalt Traerles en, y plantarles en la montaña de thine herencia, en el sitio, O SEÑOR, el cual thou hast hecho para thee para morar en, en el Santuario, O SEÑOR, el cual thy las manos han establecido.
El SEÑOR reinará para siempre.
Para el caballo de Faraón entró con su chariots y con su horsemen al mar, y el SEÑOR trajo otra vez las aguas del mar a ellos; pero los niños de Israel fueron en tierra seca en el midst del mar.
Y Miriam el prophetess, la hermana de Aaron, tomó un timbrel en su mano; y todas las mujeres salieron después de su con timbrels y con bailes.
Y Miriam les contestó, Canta ye al SEÑOR, para él hath triunfado gloriosamente; el caballar y su jinete hath él echado al mar.
Así que Moisés trajo Israel del mar Rojo, y salieron al wilderness de Shur; y fueron tres días en el wilderness, y fundar ninguna agua.
Y cuándo vinieron a Marah, no podrían beber de las aguas de Marah, para eran amargos: por eso el nombre de él se apellidó Marah.
Y las personas murmured en contra Moisés, refrán, Qué bebemos?
Y lloró unto el SEÑOR; y el SEÑOR shewed le un árbol, el cual cuándo había lanzado a las aguas, las aguas estuvieron hechas golosina : allí hizo para ellos un estatuto y un ordinance, y allí les probó,
Y tomaron su viaje de Elim, y toda la congregación de los niños de Israel vinieron unto el wilderness de Pecado, el cual es entre Elim y Sinai, en el decimoquinto día del segundo mes después de su departing fuera de la tierra de Egipto.
Y la congregación entera de los niños de Israel murmured en contra Moisés y Aaron en el wilderness:
Y los niños de Israel dijeron unto les, a Dios habíamos muerto por la mano del SEÑOR en la tierra de Egipto, cuándo sentamos por las ollas de carne, y cuándo comimos pan al lleno; para ye nos ha traído adelante a este wilderness, para matar esta asamblea entera con hambre.
Entonces dijo el SEÑOR unto Moisés, Behold, llover pan de cielo para ti; y las personas saldrán y reunir una tasa segura todos los días, que les puedo probar, si andarán en mi ley, o el núm.
Y él vendrán para pasar, aquello en el sexto día prepararán aquello cuál traen en; y será dos veces tanto como reúnen diariamente.
Y Moisés y Aaron dijeron unto todos los niños de Israel, En incluso, entonces ye sabrá que el SEÑOR hath traído te fuera de la tierra de Egipto:
Y por la mañana, entonces ye verá la gloria del SEÑOR; para aquel él heareth vuestro murmurings contra el SEÑOR: y qué somos, aquel ye murmullo en contra nos?
Y Moisés dijo, Esto será, cuándo el SEÑOR dará tú en la carne de tarde para comer, y por la mañana pan al lleno; para aquel el SEÑOR heareth vuestro murmurings qué ye murmullo en contra le: y qué somos? Vuestro murmurings no es en contra nos, pero contra el SEÑOR.
Y Moisés spake unto Aaron, Dice unto toda la congregación de los niños de Israel, Venido cercano antes del SEÑOR: para él hath oído vuestro murmurings.
Y vino para pasar, como Aaron spake unto la congregación entera de los niños de Israel, que miraban hacia el wilderness, y, behold, la gloria del SEÑOR parecido en la nube.
Y el SEÑOR spake unto Moisés, refrán,
he oído el murmurings de los niños de Israel: habla unto les, refrán, En incluso ye comerá carne, y por la mañana ye será llenado con pan; y ye sabrá que soy el SEÑOR vuestro Dios.
Y vino para pasar, aquello en incluso las codornices vinieron arriba, y cubrió el campamento: y por la mañana el rocío pone ronda sobre el anfitrión.
Y cuándo el rocío que pone estuvo remontado, behold, a la cara del wilderness allí poner una cosa de ronda pequeña, tan pequeño como el hoar helada en la tierra.
Y cuándo los niños de Israel lo vieron, dijeron uno a otro, es maná : para ellos wist no qué era. Y Moisés dijo unto les, Esto es el pan qué el SEÑOR hath dado te para comer.
Esto es la cosa qué el SEÑOR hath mandado, Reúne de él cada hombre según su comiendo, un omer para cada hombre, según el número de vuestras personas; toma ye cada hombre para ellos cuáles son en sus tiendas.
Y los niños de Israel hicieron tan, y reunidos, algunos más, algunos menos.
Y cuándo ellos mete él con un omer, él aquello reunió mucho tuvo nada encima, y él aquello reunió poco tuvo ninguna carencia; reunieron cada hombre según su comiendo.
Y Moisés dijo, Dejado ningún hombre deja de cultiva la mañana.
Notwithstanding Ellos hearkened no unto Moisés; pero algunos de ellos dejados de él hasta que la mañana, y crió gusanos, y apestó: y Moisés era wroth con ellos.
Y lo reunieron cada mañana, cada hombre según su comiendo: y cuándo el sol waxed caliente, fundió.
Y vino para pasar, aquello en el sexto día reunieron dos veces tanto pan, dos omers para un hombre: y todos los gobernantes de la congregación vinieron y Moisés dicho.
Y dijo unto les, Esto es que qué el SEÑOR hath dicho, A morrow es el resto del sabbath santo unto el SEÑOR: cuece que qué ye cocerá a día, y seethe que ye voluntad seethe; y que qué remaineth encima poner arriba para ti para ser mantenido hasta la mañana.
Y lo pusieron arriba hasta la mañana, como Moisés bade: y no apestó, tampoco era allí cualquier gusano therein.
Y Moisés dijo, Come que a día; para al día es un sabbath unto el SEÑOR: a día ye no encontrará él en el campo.
Seis días ye lo reunirá; pero en el séptimo día, el cual es el sabbath , en él allí será ninguno.
Y el SEÑOR dijo unto Moisés, Cuánto tiempo rechazar ye para mantener mi commandments y mis leyes?
Ve, para aquel el SEÑOR hath dado te el sabbath, por eso él giveth te encima el sexto día el pan de dos días; soporta ye cada hombre en su sitio, dejado ningún hombre sale de su sitio en el séptimo día.
Así que las personas descansaron en el séptimo día.
Y la casa de Israel llamó el nombre del mismo Maná: y era gusta semilla de cilantro, blanco; y el gusto de él era como las obleas hicieron con miel.
Y Moisés dijo, Esto es la cosa qué el SEÑOR commandeth, Llenar un omer de él para ser mantenido para vuestras generaciones; aquello pueden ver el pan wherewith he alimentado tú en el wilderness, cuándo te trajiste adelante de la tierra de Egipto.
Y Moisés dijo unto Aaron, Tomar una olla, y poner un omer lleno de maná therein, y ponerlo arriba antes del SEÑOR, para ser mantenido para vuestras generaciones.
Como el SEÑOR mandó Moisés, así que Aaron lo puso arriba antes del Testimonio, para ser mantenido.
Y los niños de Israel comieron maná cuarenta años, hasta que vinieron a una tierra habitó; comieron maná, hasta que vinieron unto los bordes de la tierra de Canaan.
Ahora un omer es la décima parte de un ephah.
Y toda la congregación de los niños de Israel journeyed del wilderness de Pecado, después de sus viajes, según el commandment del SEÑOR, y pitched en Rephidim: y no había ninguna agua para las personas para beber.
Y las personas thirsted allí para agua; y las personas murmured en contra Moisés, y dicho, Wherefore es esto aquel thou hast nos traje arriba fuera de Egipto, para matarnos y nuestros niños y nuestro ganado con sed?
Y Moisés lloró unto el SEÑOR, refrán, Qué yo unto estas personas? Ellos ser casi a punto para apedrearme.
Y el SEÑOR dijo unto Moisés, Va en antes de que las personas, y tomar con thee de los mayors de Israel; y thy caña, wherewith thou smotest el río, toma en thine mano, e ir.
Behold, estaré antes de thee allí al rock en Horeb; y thou shalt golpear el rock, y allí vendrá agua fuera de él, que las personas pueden beber. Y Moisés hizo tan en la vista de los mayors de Israel.
Y llamó el nombre del sitio Massah, y Meribah, debido al chiding de los niños de Israel, y porque tentaron el SEÑOR, refrán, Es el SEÑOR entre nosotros, o no?
Entonces vino Amalek, y luchado con Israel en Rephidim.
Y Moisés dijo unto Joshua, Escogernos fuera hombres, y salir, pelea con Amalek: a morrow estaré en la copa del cerro con la caña de Dios en mano de mina.
Así que Joshua hizo tan Moisés había dicho a él, y luchado con Amalek: y Moisés, Aaron, y Hur remontó hasta arriba del cerro.
Y vino para pasar, cuándo Moisés aguantó arriba de su mano, que Israel prevaleció: y cuándo dejó abajo su mano, Amalek prevaleció.
Pero Moisés' las manos eran pesadas; y tomaron un hueso, y puesto lo debajo le, y sentó thereon; y Aaron y Hur quedado arriba de sus manos, el encima el lado, y el otro por otro lado; y sus manos eran firmes hasta el bajando del sol.
Y Joshua discomfited Amalek y sus personas con el borde de la espada.
Y Moisés construyó un altar, y llamó el nombre de él Jehovahnissi:
Para dijo, Porque el SEÑOR hath jurado que el SEÑOR tendrá guerra con Amalek de generación a generación.
Cuándo Jethro, el sacerdote de Midian, Moisés' padre en ley, oído de todo aquel Dios había hecho para Moisés, y para Israel sus personas, y que el SEÑOR había traído Israel fuera de Egipto;
Entonces Jethro, Moisés' padre en ley, tomó Zipporah, Moisés' mujer, después de que había enviado le atrás,
Y sus dos hijos; del cual el nombre del era Gershom; para dijo, he sido un alienígena en una tierra extraña:
Y el nombre del otro era Eliezer; para el Dios de mi padre, dijo él, era ayuda de mina, y me entregué de la espada de Faraón:
Y Jethro, Moisés' padre en ley, vino con sus hijos y su mujer unto Moisés al wilderness, donde él encamped en el monte de Dios:
Y dijo unto Moisés, I thy padre en ley Jethro estoy venido unto thee, y thy mujer, y sus dos hijos con su.
Y Moisés dijo su padre en ley todo que el SEÑOR había hecho unto Faraón y a los egipcios para el sake de Israel, y todo el travail que había venido a ellos por cierto, y cómo el SEÑOR les entregó.
Y Jethro rejoiced para toda la bondad qué el SEÑOR había hecho a Israel, quien había entregado fuera de la mano de los egipcios.
Y Jethro dicho, Bendito ser el SEÑOR, quién hath entregado tú fuera de la mano de los egipcios, y fuera de la mano de Faraón, quién hath entregado las personas de bajo la mano de los egipcios.
Ahora sé que el SEÑOR es más sumo que todos los dioses: para en la cosa donde trataron con orgullo era encima les.
Y Jethro, Moisés' padre en ley, tomó una ofrenda quemada y sacrificios para Dios: y Aaron vino, y todos los mayors de Israel, para comer pan con Moisés' padre en ley antes de que Dios.
Y vino para pasar en el morrow, que Moisés sentó para juzgar las personas: y las personas estuvieron por Moisés de la mañana unto la tarde.
Y cuándo Moisés' el padre en ley vio todo que hizo a las personas, dijo, Qué es esta cosa que thou doest a las personas? Por qué sittest thou thyself sólo, y todo el estand de personas por thee de mañana unto incluso?
Y Moisés dijo unto su padre en ley, Porque las personas vienen unto me a enquire de Dios:
Cuándo tienen un asunto, vienen unto me; e i juez entre uno y otro, y les hago saber los estatutos de Dios, y sus leyes.
Thou wilt Seguramente lleva fuera, ambos thou, y estas personas que es con thee: para esta cosa es demasiado pesada para thee; thou arte no capaz de actuarlo thyself sólo.
Hearken Ahora unto mi voz, daré thee consejo, y el dios será con thee: Ser thou para las personas a Dios-ward, aquel thou mayest traer las causas unto Dios:
Además thou shalt proporcionar fuera de todas las personas hombres capaces, como Dios de miedo, hombres de verdad, odiando covetousness; y colocar tal encima les, para ser gobernantes de miles, y gobernantes de centenares, gobernantes de fifties, y gobernantes de decenas:
Y dejado les juez las personas en absoluto estaciones: y será, que cada asunto sumo traerán unto thee, pero cada asunto pequeño juzgarán: así que ser más fácil para thyself, y aguantarán la carga con thee.
Si thou shalt hacer esta cosa, y orden de Dios thee tan, entonces thou shalt ser capaz de soportar, y todas estas personas también irán a su sitio en paz.
Así que Moisés hearkened a la voz de su padre en ley, y todo que había dicho.
Y Moisés escogió hombres capaces fuera de todo Israel, y les hizo jefas sobre las personas, gobernantes de miles, gobernantes de centenares, gobernantes de fifties, y gobernantes de decenas.
Y juzgaron las personas en absoluto estaciones: las causas duras trajeron unto Moisés, pero cada asunto pequeño se juzgaron.
Y Moisés dejó su padre en ley depart; y fue su manera a su tierra propia.
En el tercer mes, cuándo los niños de Israel estuvieron idos adelante fuera de la tierra de Egipto, el mismo día vino ellos al wilderness de Sinai.
Para eran departed de Rephidim, y estuvo venido al desierto de Sinai, y hubo pitched en el wilderness; y allí Israel acampó antes del monte.
Y Moisés remontó unto Dios, y el SEÑOR llamó unto le fuera de la montaña, refrán, Así shalt thou dice a la casa de Jacob, y decir los niños de Israel;
Ye ha visto qué I unto los egipcios, y cómo yo bare te encima águilas' alas, y te trajiste unto yo.
Ahora por tanto, si ye obedecerá mi voz de hecho, y mantener mi covenant, entonces ye será un tesoro extraño unto me sobre todo personas: para toda la tierra es mina :
Y ye será unto me un reino de sacerdotes, y una nación santa. Estos son las palabras qué thou shalt hablar unto los niños de Israel.
Y Moisés vino y pidió los mayors de las personas, y puestos antes de sus caras todas estas palabras qué el SEÑOR le mandó.
Y todas las personas contestaron juntas, y dichos, Todo que el SEÑOR hath hablado haremos. Y Moisés regresó las palabras de las personas unto el SEÑOR.
Y el SEÑOR dijo unto Moisés, Lo, vengo unto thee en una nube gruesa, que las personas pueden oír cuándo hablo con thee, y creer thee para siempre. Y Moisés dijo las palabras de las personas unto el SEÑOR.
Y el SEÑOR dijo unto Moisés, Va unto las personas, y santificarles a día y a morrow, y dejado les lavado su ropa,
Y estar a punto contra el tercer día: para el tercer día el SEÑOR vendrá abajo en la vista de todas las personas a montar Sinai.
Y thou shalt conjunto bounds unto la ronda de personas aproximadamente, refrán, Toma heed a vosotros, aquel ye va no arriba al monte, o tocar el borde de él: whosoever toucheth el monte será seguramente puesto a muerte:
Allí no una mano lo toca, pero seguramente será apedreado, o disparado a través de; si lo ser bestia u hombre, no vivirá: cuándo la trompeta soundeth mucho tiempo, vendrán hasta el monte.
Y Moisés bajó del monte unto las personas, y santificó las personas; y lavaron su ropa.
Y dijo unto las personas, Estar a punto contra el tercer día: viene no en vuestras mujeres.
Y vino para pasar en el tercer día por la mañana, que había truenos y relámpagos, y una nube gruesa al monte, y la voz de la trompeta que supera fuerte; de modo que todas las personas que era en el campamento tembló.
Y Moisés trajo adelante las personas fuera del campamento para cumplir con Dios; y estuvieron en el nether parte del monte.
Y montar Sinai era altogether en un humo, porque el SEÑOR descendido a él en fuego: y el humo del mismo ascendido como el humo de un furnace, y el monte entero quaked mucho.
Y cuándo la voz de la trompeta sonó mucho tiempo, y waxed más fuerte y más fuerte, Moisés spake, y el dios le contestó por una voz.
Y el SEÑOR vino abajo a montar Sinai, en la copa del monte: y el SEÑOR llamó Moisés hasta la copa del monte; y Moisés remontó.
Y el SEÑOR dijo unto Moisés, Baja, cargo las personas, lest rompen a través de unto el SEÑOR para mirar fijamente, y muchos de ellos perecen.
Y dejar los sacerdotes también, los cuales vienen cercanos al SEÑOR, los santifica, lest la pausa de SEÑOR adelante a ellos.
Y Moisés dijo unto el SEÑOR, Las personas no pueden venir hasta montar Sinai: para thou chargedst nos, refrán, Puso bounds sobre el monte, y santificarlo.
Y el SEÑOR dijo unto le, Fuera, coge thee abajo, y thou shalt venido arriba, thou, y Aaron con thee: pero deja no los sacerdotes y la pausa de personas a través de para venir arriba unto el SEÑOR, lest rompe adelante a ellos.
Así que Moisés bajó unto las personas, y spake unto les.
Y Dios spake todas estas palabras, refrán,
soy el SEÑOR thy Dios, los cuales han traído thee fuera de la tierra de Egipto, fuera de la casa de bondage.
Thou shalt Tiene no otros dioses antes de que me.
Thou shalt No hacer unto thee cualquier graven imagen, o cualquier likeness de cualquier cosa que es en cielo encima, o aquello es en la tierra debajo, o aquello es en el agua bajo la tierra:
Thou shalt no inclinar abajo thyself a ellos, ni servirles: para I el SEÑOR thy el dios soy un Dios celoso , visitando la iniquidad de los padres a los niños unto el tercio y cuarta generación de ellos aquello me odio;
Thou shalt No tomar el nombre del SEÑOR thy Dios en vano; para el SEÑOR no le aguantará guiltless que taketh su nombre en vano.
Recordar el día de sabbath, para mantenerlo santo.
Seis días shalt thou trabajo, y todo thy obra:
Pero el séptimo día es el sabbath del SEÑOR thy Dios: en él thou shalt no cualquier obra, thou, ni thy hijo, ni thy hija, thy sirviente, ni thy maidservant, ni thy ganado, ni thy más extraño aquello es dentro de thy puertas:
Para en seis días el SEÑOR tierra y cielo hechos, el mar, y todo aquello en ellos es, y descansó el séptimo día: wherefore el SEÑOR bendecido el día de sabbath, y hallowed lo.
Honor thy padre y thy madre: aquel thy los días pueden ser mucho tiempo al aterrizar cuál el SEÑOR thy Dios giveth thee.
Thou shalt No matar.
Thou shalt No cometer adulterio.
Thou shalt No robar.
Thou shalt No aguantar testigo falso contra thy vecino.
Thou shalt No covet thy la casa del vecino, thou shalt no covet thy la mujer del vecino, ni su sirviente, ni su maidservant, ni su ox, ni su asno, ni cualquier cosa que es thy el vecino es.
Y todas las personas vieron el thunderings, y los relámpagos, y el ruido de la trompeta, y la montaña que fuma: y cuándo las personas lo vieron, sacaron, y estuvo lejos fuera.
Y dijeron unto Moisés, Habla thou con nosotros, y oiremos: pero deja no el dios habla con nosotros, lest morimos.
Y Moisés dijo unto las personas, Teme no: para el dios está venido para probarte, y que su miedo puede ser antes de vuestras caras, aquel ye pecado no.
Y las personas estuvieron lejos fuera, y Moisés dibujó cercano unto la oscuridad gruesa donde el dios era.
Y el SEÑOR dijo unto Moisés, Así thou shalt decir unto los niños de Israel, Ye ha visto que he hablado con tú de cielo.
Ye No hará conmigo dioses de plata, tampoco ye marca unto te dioses de oro.
Un altar de tierra thou shalt marca unto me, y shalt sacrificio thereon thy quemó ofrendas, y thy ofrendas de paz, thy oveja, y thine oxen: en todos los sitios donde grabo mi nombre vendré unto thee, y bendeciré thee.
Y si thou wilt me hago un altar de hueso, thou shalt no construir él de hewn hueso: para si thou impulso arriba de thy herramienta a él, thou hast lo contaminó.
Tampoco shalt thou remontar por pasos unto altar de mina, aquel thy la desnudez no ser descubierta thereon.
Ahora estos son los juicios qué thou shalt conjunto antes de que les.
Si thou comprar un criado hebreo, seis años servirá: y en el séptimo saldrá libre para nada.
Si entró por él, saldrá por él: si estuvo casado, entonces su mujer saldrá con él.
Si su maestro le ha dado una mujer, y tiene nata le hijos o hijas; la mujer y sus niños serán su maestro es, y saldrá por él.
Y si el criado plainly dice, quiero mi maestro, mi mujer, y mis niños; no saldré libre:
Entonces su maestro le traerá unto los jueces; también le traerá a la puerta, o unto el poste de puerta; y su maestro aguantó su oreja a través de con un aul; y le servirá para siempre.
Y si un hombre vende su hija para ser un maidservant, no saldrá como los sirvientes hacen.
Si complace no su maestro, quién hath betrothed le a él, entonces dejó su ser redimido: para venderle unto una nación extraña no tendrá ningún poder, viendo él hath tratado con falsedad con su.
Y si ha betrothed le unto su hijo, le tratará después de que la manera de hijas.
Si le toma otra mujer; su comida, su raiment, y su deber de matrimonio, no disminuye.
Y si él no estos tres unto le, entonces sale libre sin dinero.
Él aquello smiteth un hombre, de modo que muere, será seguramente puesto a muerte.
Y si una mentira de hombre no en espera, pero el dios le entrega a su mano; entonces nombraré thee un sitio dónde huirá.
Pero si un hombre viene presumptuously a su vecino, a slay le con guile; thou shalt tomarle de altar de mina, que puede morir.
Y él aquello smiteth su padre, o su madre, será seguramente puesto a muerte.
Y él aquello stealeth un hombre, y selleth le, o si él ser encontrado en su mano, seguramente será puesto a muerte.
Y él aquello curseth su padre, o su madre, seguramente será puesto a muerte.
Si asciende otra vez, y paseo en el extranjero a su personal, entonces él aquello le golpeó ser dejar: sólo pagará para la pérdida de su tiempo, y le causará para ser exhaustivamente se curó.
Y si un hombre golpea su criado, o su sirvienta, con una caña, y muere bajo su mano; será seguramente castigó.
Notwithstanding, si continúa un día o dos, no será castigado: para es su dinero .
Si hombres strive, y doler una mujer con niño, de modo que su fruta depart de su, y aún así ningún mischief sigue: será seguramente castigado, según como el marido de la mujer pondrá a él; y pagará como los jueces determinan.
Y si cualquier mischief sigue, entonces thou shalt da vida de por vida,
Ojo para ojo, diente para diente, mano para mano, pie para pies,
Quemando para en llamas, herida para herida, raya para raya.
Y si un hombre golpea el ojo de su criado, o el ojo de su sirvienta, que perece; le dejará ir libre para el sake de su ojo.
Y si golpea fuera del diente de su sirviente, o su maidservant diente; le dejará ir libre para el sake de su diente.
Si un ox gore un hombre o una mujer, que mueren: entonces el ox será seguramente apedreado, y su carne no será comida; pero el dueño del ox será dejar.
Pero si el ox era wont para pulsar con su cuerno en pasado de tiempo, y él hath sido atestiguado a su dueño, y él hath no mantenido le en, pero que él hath matado un hombre o una mujer; el ox será apedreado, y su dueño también será puesto a muerte.
Si allí ser puesto encima le una suma de dinero, entonces dará para el rescate de su vida cualquier cosa está puesta a él.
Si ha gored un hijo, o ha gored una hija, según este juicio ser hecho unto le.
Si el ox pulsará un sirviente o un maidservant; dará unto su maestro treinta shekels de plata, y el ox será apedreado.
Y si un hombre abrirá una fosa, o si un hombre cavará una fosa, y no cubrirlo, y un ox o una caída de asno therein;
El dueño de la fosa lo hará bien, y dar dinero unto el dueño de ellos; y la bestia muerta será su.
Y si un hombre ox dolido otro es, que muere; entonces venderán el vivos ox, y dividir el dinero de él; y el muerto ox también dividirán.
O si lo ser sabido que el ox hath utilizado para pulsar en pasado de tiempo, y su dueño hath no mantenido le en; seguramente pagará ox para ox; y el muerto será su propio.
Si un hombre robará un ox, o una oveja, y matarlo, o venderlo; restaurará cinco oxen para un ox, y cuatro ovejas para una oveja.
Si el sol ser ascendido a él, habrá sangre derramado para él; para tendría que hacer restitución llena; si tiene nada, entonces será vendido para su robo.
Si el robo ser ciertamente encontrado en su mano viva, si lo ser ox, o asno, u oveja; restaurará doble.
Si un hombre causará un campo o viña para ser comida, y pondrá en su bestia, y alimentará en el campo de otro hombre; del mejor de su campo propio, y del mejor de su viña propia, hace restitución.
Si pausa de fuego fuera, y coger en thorns, de modo que el stacks de maíz, o el maíz de estar, o el campo, ser consumido therewith; él aquello kindled el fuego seguramente restitución de marca.
Si un hombre entregará unto su dinero de vecino o material para mantener, y lo ser robado fuera de la casa del hombre; si el ladrón ser encontrado, dejado le la paga doble.
Si el ladrón no ser encontrado, entonces el maestro de la casa será trajo unto los jueces, para ver si ha puesto su mano unto los bienes de su vecino.
Si un hombre entrega unto su vecino un asno, o un ox, o una oveja, o cualquier bestia, para mantener; y muere, o ser dolido, o conducido fuera, ningún hombre que lo ve:
Entonces un oath del SEÑOR ser entre ellos ambos, que él hath no poner su mano unto los bienes de su vecino; y el dueño de él aceptará del mismo, y no lo hará bien.
Y si lo ser robado de él, hará restitución unto el dueño del mismo.
Y si un hombre toma prestado ought de su vecino, y lo ser dolido, o dado, el dueño del mismo no siendo con él, seguramente lo hará bien.
Pero si el dueño del mismo ser con él, no lo hará bien: si lo ser una cosa contratada, vino para su alquiler.
Y si un hombre entice una sirvienta que no es betrothed, y mentira con su, seguramente le dotará para ser su mujer.
Si su padre absolutamente rechaza darle unto le, pagará dinero según el dote de vírgenes.
Thou shalt No padecer una bruja para vivir.
Whosoever lieth Con una bestia seguramente será puesta a muerte.
Él aquello sacrificeth unto cualquier dios, salva unto el SEÑOR sólo, será absolutamente destruyó.
Thou shalt Tampoco vex un desconocido, ni oppress le: para ye era desconocidos en la tierra de Egipto.
Ye No afligirá cualquier widow, o fatherless niño.
Si thou afligirles en cualquier sensato, y lloran en absoluto unto me, seguramente oiré su grito;
Si thou deja dinero a cualquiera de mis personas que es pobre por thee, thou shalt no ser a él como un usurer, tampoco shalt thou poner a él usura.
Si thou en absoluto tomar thy vecino raiment para prometer, thou shalt entregarlo unto le por aquel el sol goeth abajo:
Para aquel es su cobertura sólo, es su raiment para su piel: donde duerme? Y vendrá para pasar, cuándo él crieth unto me, que oiré; para soy gentil.
Thou shalt No revile los dioses, ni maldecir el gobernante de thy personas.
Thou shalt No retrasar para ofrecer el primer de thy frutas maduras, y de thy licores: el firstborn de thy hijos shalt thou dar unto me.
Así mismo shalt thou hacer con thine oxen, y con thy oveja: siete días será con su dique; en el octavo día thou shalt darlo me.
Y ye será hombres santos unto me: tampoco ye comer cualquier carne que está desgarrado de bestias en el campo; ye lo lanzará a los perros.
Thou shalt No criar un informe falso: pone no thine mano con el malvado de ser un unrighteous testigo.
Thou shalt No seguir un multitude para hacer mal; tampoco shalt thou hablar en una causa para declinar después de que muchos a wrest juicio:
Tampoco shalt thou countenance un hombre pobre en su causa.
Si thou cumple thine enemigo ox o su asno que va astray, thou shalt seguramente traerlo atrás a él otra vez.
Si thou ver el asno de él que hateth thee lying bajo su carga, y wouldest forbear para ayudarle, thou shalt seguramente ayuda con él.
Thou shalt No wrest el juicio de thy pobre en su causa.
Mantiene thee lejos de un asunto falso; y el inocente y righteous slay thou no: para no justificaré el malvado.
Y thou shalt tomar ningún regalo: para el regalo blindeth el sensato, y perverteth las palabras del righteous.
También thou shalt no oppress un desconocido: para ye saber el corazón de un desconocido, viendo ye era desconocidos en la tierra de Egipto.
Y seis años thou shalt cerda thy tierra, y shalt reunir en las frutas del mismo:
Pero el séptimo año thou shalt dejado lo resto y mentira todavía; aquello el pobre de thy las personas pueden comer: y qué dejan las bestias del campo comerán. De manera parecida thou shalt trata thy viña, y con thy oliveyard.
Seis días thou shalt thy obra, y en el séptimo día thou shalt resto: aquel thine ox y thine el asno puede descansar, y el hijo de thy handmaid, y el desconocido, puede ser refreshed.
Tres tiempo thou shalt mantener un festín unto me en el año.
Thou shalt Mantener el festín de unleavened pan: (thou shalt come unleavened pan siete días, como mandé thee, en el tiempo nombrado del mes Abib; para en él thou camest fuera de Egipto: y ninguno parecerá antes de que me vacío:)
Y el festín de cosecha, el firstfruits de thy trabajos, el cual thou hast sown en el campo: y el festín de ingathering, el cual es al final del año, cuándo thou hast reunido en thy trabajos fuera del campo.
Tres tiempo en el año todo thy los machos parecerán antes del Dios de SEÑOR.
Thou shalt No ofrecer la sangre de mi sacrificio con leavened pan; tampoco la grasa de mi sacrificio queda hasta la mañana.
El primer del firstfruits de thy tierra thou shalt traer a la casa del SEÑOR thy Dios. Thou shalt No seethe un niño en la leche de su madre.
Behold, envío un Ángel antes de thee, para mantener thee en la manera, y para traer thee al colocar cuál he preparado.
Beware De él, y obedecer su voz, provocarle no; para él no perdón vuestras transgresiones: para mi nombre es en él.
Pero si thou shalt de hecho obedecer su voz, y todo que hablo; entonces seré un enemigo unto thine enemigos, y un adversary unto thine adversaries.
Para Ángel de mina irá antes de thee, y traer thee en unto el Amorites, y el Hittites, y el Perizzites, y el Canaanites, el Hivites, y el Jebusites: y les cortaré fuera.
Thou shalt No inclinar abajo a sus dioses, ni servirles, ni hacer después de sus obras: pero thou shalt absolutamente derrocarles, y bastante pausa abajo sus imágenes.
Y ye servirá el SEÑOR vuestro Dios, y bendecirá thy pan, y thy agua; y tomaré sickness fuera del midst de thee.
Allí nada lanza su joven, ni ser estéril, en thy tierra: el número de thy días cumpliré.
Enviaré mi miedo antes de thee, y destruirá todas las personas a quien thou shalt venidos, y haré todo thine los enemigos giran sus espaldas unto thee.
No les conduciré fuera de antes de que thee en un año; lest la tierra acaece desolate, y la bestia del campo multiplica contra thee.
Por pequeño y poco les conduciré fuera de antes de que thee, hasta thou ser aumentado, y heredar la tierra.
Y pondré thy bounds del mar Rojo incluso unto el mar del Philistines, y del desierto unto el río: para entregaré los habitantes de la tierra a vuestra mano; y thou shalt les conduce fuera antes de thee.
Thou shalt Marca ningún covenant con ellos, ni con sus dioses.
No morarán en thy tierra, lest hacen thee pecado en contra me: para si thou servir sus dioses, seguramente será un snare unto thee.
Y dijo unto Moisés, Venido arriba de unto el SEÑOR, thou, y Aaron, Nadab, y Abihu, y setenta de los mayors de Israel; y adoración ye lejos fuera.
Y Moisés sólo vendrá cercano el SEÑOR: pero no vendrán nigh; tampoco las personas remontan con él.
Y Moisés vino y dijo las personas todas las palabras del SEÑOR, y todos los juicios: y todas las personas contestaron con una voz, y dicho, Todas las palabras qué el SEÑOR hath dicho hacemos.
Y Moisés escribió todas las palabras del SEÑOR, y se sublevó temprano por la mañana, y builded un altar bajo el cerro, y doce pilares, según las doce tribus de Israel.
Y Moisés tomó a medias de la sangre, y puesto él en basons; y medio de la sangre él sprinkled en el altar.
Y Moisés tomó la sangre, y sprinkled lo encima las personas, y dichos, Behold la sangre del covenant, el cual el SEÑOR hath hecho contigo concerniendo todas estas palabras.
Y vieron el Dios de Israel: y había bajo sus pies como era una obra adoquinada de un hueso de zafiro, y como era el ente de cielo en su clearness.
Y al nobles de los niños de Israel puso no su mano: también vieron Dios, y comió y bebida.
Y el SEÑOR dijo unto Moisés, Venido hasta mí al monte, y ser allí: y daré thee mesas de hueso, y una ley, y commandments cuál he escrito; aquel thou mayest enseñarles.
Y dijo unto los mayors, Tarry ye aquí para nosotros, hasta que venimos otra vez unto te: y, behold, Aaron y Hur es contigo: si cualquier hombre tiene cualesquier asuntos para hacer, dejados le venidos unto les.
Y Moisés remontó al monte, y una nube cubrió el monte.
Y la gloria de la morada de SEÑOR a montar Sinai, y la nube lo cubrió seis días: y el séptimo día llamó unto Moisés fuera del midst de la nube.
Y la vista de la gloria de la SEÑORA era gusta devorar dispara sobre la copa del monte en los ojos de los niños de Israel.
Y Moisés fue al midst de la nube, y gat le arriba al monte: y Moisés era en el monte cuarenta días y cuarenta noches.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, que me traemos una ofrenda: de cada hombre que giveth lo de buen grado con su corazón ye tomará mi ofrenda.
Y esto es el ofreciendo qué ye tomará de ellos; oro, y plata, y latón,
Y azul, y púrpura, y escarlata, y lino fino, y cabras' cabello,
Y carneros' las pieles tiñieron rojas, y tejones' pieles, y shittim madera,
huesos de Ónix, y huesos para ser puestos en el ephod, y en el breastplate.
Y dejado les hacerme un santuario; aquello puedo morar entre ellos.
Según todo aquel I shew thee, después del patrón del tabernacle, y el patrón de todos los instrumentos del mismo, aun así ye lo hace.
Y harán una arca de shittim madera: dos cubits y una mitad será la periodo del mismo, y un cubit y un medio el breadth del mismo, y un cubit y un medio la cota del mismo.
Y thou shalt overlay él con oro puro, dentro y sin shalt thou overlay lo, y shalt marca a él una corona de ronda de oro aproximadamente.
Y thou shalt molde cuatro redes de oro para él, y puesto les en las cuatro esquinas del mismo; y dos redes serán en el lado de él, y dos redes en el otro lado de él.
Y thou shalt marca staves de shittim madera, y overlay les con oro.
El staves será en las redes del arca: no serán tomados de él.
Y thou shalt puesto al arca el testimonio qué I dará thee.
Y thou shalt marca un escaño de piedad de oro puro: dos cubits y una mitad será la periodo del mismo, y un cubit y un medio el breadth del mismo.
Y thou shalt marca dos cherubims de oro, de obra batida shalt thou les hace, en los dos fines del escaño de piedad.
Y hacer uno cherub encima el acaba, y el otro cherub en el otro fin: incluso del escaño de piedad ye marca el cherubims en los dos fines del mismo.
Y el cherubims extenderá adelante sus alas en altos, cubriendo el escaño de piedad con sus alas, y sus caras mirarán uno a otro; hacia el escaño de piedad las caras del cherubims ser.
Y thou shalt puesto el escaño de piedad encima al arca; y en el arca thou shalt puesto el testimonio que daré thee.
Y allí cumpliré con thee, y yo comuna con thee de arriba el escaño de piedad, de entre el dos cherubims cuáles son al arca del testimonio, de todas las cosas qué I dará thee en commandment unto los niños de Israel.
Thou shalt También hacer una mesa de shittim madera: dos cubits será la periodo del mismo, y un cubit el breadth del mismo, y un cubit y un medio la cota del mismo.
Y thou shalt overlay él con oro puro, y hacer thereto una corona de ronda de oro aproximadamente.
Y thou shalt marca unto lo un borde de una mano breadth ronda aproximadamente, y thou shalt marca una corona dorada al borde del mismo ronda aproximadamente.
Y thou shalt marca para él cuatro redes de oro, y poner las redes en las cuatro esquinas que es en los cuatro pies del mismo.
Encima contra el borde las redes ser para sitios del staves para aguantar la mesa.
Y thou shalt marca el staves de shittim madera, y overlay les con oro, que la mesa puede ser aguantada con ellos.
Y thou shalt marca los platos del mismo, y cucharas del mismo, y portadas del mismo, y boles del mismo, para cubrir withal: de oro puro shalt thou les hace.
Y thou shalt conjunto a la mesa shewbread antes de que me alway.
Y thou shalt marca un candlestick de oro puro: de obra batida el candlestick ser hecho: su eje, y sus ramas, sus boles, su knops, y sus flores, será del mismo.
Y seis ramas saldrán de los lados de él; tres ramas del candlestick fuera del lado, y tres ramas del candlestick fuera del otro lado:
Tres boles hicieron como unto almendras, con un knop y una flor en una rama; y tres boles hicieron como almendras en la otra rama, con un knop y una flor: tan en las seis ramas que salidos del candlestick.
Y en el candlestick será cuatro boles hicieron como unto almendras, con su knops y sus flores.
Y habrá un knop debajo dos ramas del mismo, y un knop debajo dos ramas del mismo, y un knop debajo dos ramas del mismo, según las seis ramas que procede fuera del candlestick.
Su knops y sus ramas serán del mismo: todo será uno obra batida de oro puro.
Y thou shalt marca las siete lámparas del mismo: y encenderán las lámparas del mismo, que pueden dar ligeros encima en contra lo.
Y el tongs del mismo, y el snuffdishes del mismo, será de oro puro.
De un talento de oro puro lo hace, con todas estas vaso.
Y cariz que thou les hace después de que su patrón, el cual era shewed thee en el monte.
Además thou shalt marca el tabernacle con diez cortinas de finos twined lino, y azul, y púrpura, y escarlata: con cherubims de obra astuta shalt thou les hace.
La periodo de una cortina será ocho y veinte cubits, y el breadth de una cortina cuatro cubits: y cada uno de las cortinas tendrá uno mide.
Las cinco cortinas serán coupled juntos uno a otro; y otras cinco cortinas serán coupled uno a otro.
Y thou shalt bucles de marca de azules al borde del cortina del selvedge en el coupling; y así mismo shalt thou marca en el borde sumo de otra cortina, en el coupling del segundo.
Cincuenta bucles shalt thou marca en el cortina, y cincuenta bucles shalt thou marca en el borde de la cortina que es en el coupling del segundo; aquello los bucles pueden tomar control uno de otro.
Y thou shalt marca cincuenta taches de oro, y par las cortinas junto con el taches: y será uno tabernacle.
Y thou shalt cortinas de marca de cabras' cabello para ser una cobertura al tabernacle: once cortinas shalt thou marca.
La periodo de una cortina será treinta cubits, y el breadth de una cortina cuatro cubits: y las once cortinas serán todos de uno mide.
Y thou shalt marca cincuenta bucles en el borde del cortina que es outmost en el coupling, y cincuenta bucles en el borde de la cortina qué coupleth el segundo.
Y thou shalt marca cincuenta taches de latón, y poner el taches a los bucles, y par la tienda junta, que lo puede ser uno.
Y el resto que remaineth de las cortinas de la tienda, la cortina media que remaineth, colgará sobre el trasero del tabernacle.
Y un cubit encima el lado, y un cubit por otro lado de aquel cuál remaineth en la periodo de las cortinas de la tienda, colgará sobre los lados del tabernacle en este lado y en aquel lado, para cubrirlo.
Y thou shalt juntas de marca para el tabernacle de shittim la madera que se mantiene en pie.
Diez cubits será la periodo de una junta, y un cubit y una mitad será el breadth de uno entabla.
Dos tenons allí será en uno entabla, puesto en ordenar uno contra otro: así shalt thou marca para todas las juntas del tabernacle.
Y thou shalt marca las juntas para el tabernacle, veinte juntas en el lado del sur hacia el sur.
Y thou shalt marca cuarenta casquetes de plata bajo las veinte juntas; dos casquetes debajo uno entabla para su dos tenons, y dos casquetes bajo otra junta para su dos tenons.
Y para el segundo lado del tabernacle en el lado del norte allí será veinte juntas:
Y sus cuarenta casquetes de plata; dos casquetes debajo una junta, y dos casquetes bajo otra junta.
Y para los lados del tabernacle hacia el oeste thou shalt marca seis juntas.
Y dos juntas shalt thou marca para las esquinas del tabernacle en los dos lados.
Y serán coupled juntos debajo, y serán coupled juntos por encima de la jefa de él unto una red: así ser para ellos ambos; serán para las dos esquinas.
Y serán ocho juntas , y sus casquetes de plata, dieciséis casquetes; dos casquetes debajo una junta, y dos casquetes bajo otra junta.
Y thou shalt barras de marca de shittim madera; cinco para las juntas del lado del tabernacle,
Y cinco barras para las juntas del otro lado del tabernacle, y cinco barras para las juntas del lado del tabernacle, para los dos lados hacia el oeste.
Y la barra media en el midst de las juntas lograrán de acabar para acabar.
Y thou shalt overlay las juntas con oro, y hacer sus redes de oro para sitios para las barras: y thou shalt overlay las barras con oro.
Y thou shalt trasero arriba del tabernacle según la moda del mismo cuál era shewed thee en el monte.
Y thou shalt marca un vail de azul, y púrpura, y escarlata, y bien twined lino de obra astuta: con cherubims ser hecho:
Y thou shalt cuelga él a cuatro pilares de shittim madera overlaid con oro: sus ganchos serán de oro, a los cuatro casquetes de plata.
Y thou shalt colgar el vail bajo el taches, aquel thou mayest traer en allá dentro del vail el arca del testimonio: y el vail dividirá unto tú entre el sitio santo y la mayoría de santo.
Y thou shalt puesto el escaño de piedad al arca del testimonio en el sitio más santo.
Y thou shalt puesto la mesa sin el vail, y el candlestick encima contra la mesa en el lado del tabernacle hacia el del sur: y thou shalt puesto la mesa en el lado del norte.
Y thou shalt marca un colgando para la puerta de la tienda, de azul, y púrpura, y escarlata, y bien twined lino, wrought con needlework.
Y thou shalt marca para el colgando cinco pilares de shittim madera, y overlay les con oro, y sus ganchos serán de oro: y thou shalt molde cinco casquetes de latón para ellos.
Y thou shalt marca un altar de shittim madera, cinco cubits mucho tiempo, y cinco cubits ancho; el altar será foursquare: y la cota del mismo será tres cubits.
Y thou shalt marca los cuernos de él a las cuatro esquinas del mismo: sus cuernos serán del mismo: y thou shalt overlay él con latón.
Y thou shalt marca sus cacerolas para recibir sus cenizas, y sus palas, y su basons, y su fleshhooks, y su firepans: todas las vaso del mismo thou shalt marca de latón.
Y thou shalt marca para él un grate de red de latón; y al neto shalt thou marca cuatro brasen redes en las cuatro esquinas del mismo.
Y thou shalt puesto lo debajo el compás del altar debajo, que la red puede ser incluso al midst del altar.
Y thou shalt marca staves para el altar, staves de shittim madera, y overlay les con latón.
Y el staves será puesto a las redes, y el staves será a los dos lados del altar, para aguantarlo.
Hueco con juntas shalt thou lo hace: como era shewed thee en el monte, así que lo hacen.
Y thou shalt marca la corte del tabernacle: para el lado del sur hacia el sur allí será hangings para la corte de fino twined lino de un centenar cubits ansia un lado:
Y las veinte pilares del mismo y sus veinte casquetes serán de latón; los ganchos de las pilares y su fillets será de plata.
Y así mismo para el lado del norte en la periodo allí será hangings de un centenar cubits mucho tiempo, y sus veinte pilares y sus veinte casquetes de latón; los ganchos de las pilares y su fillets de plata.
Y para el breadth de la corte en el lado del oeste será hangings de cincuenta cubits: sus pilares diez, y sus casquetes diez.
Y el breadth de la corte en el lado del este eastward será cincuenta cubits.
El hangings de un lado de la puerta será quince cubits: sus pilares tres, y sus casquetes tres.
Y por otro lado será hangings quince cubits: sus pilares tres, y sus casquetes tres.
Y para la puerta de la corte será un colgando de veinte cubits, de azul, y púrpura, y escarlata, y bien twined lino, wrought con needlework: y sus pilares serán cuatro, y sus casquetes cuatro.
Toda la ronda de pilares sobre la corte será filleted con plata; sus ganchos serán de plata, y sus casquetes de latón.
La periodo de la corte será un centenar cubits, y el breadth cincuenta cada donde, y la cota cinco cubits de fino twined lino, y sus casquetes de latón.
Todas las vaso del tabernacle en todo el servicio del mismo, y todos los alfileres del mismo, y todos los alfileres de la corte, será de latón.
Y thou shalt orden los niños de Israel, que traen thee oliva de óleo puro batida para la luz, para causar la lámpara para quemar siempre.
En el tabernacle de la congregación sin el vail, el cual es antes del testimonio, Aaron y sus hijos ordenarán él de tarde a mañana antes del SEÑOR: será un estatuto para siempre unto sus generaciones en el behalf de los niños de Israel.
Y tomar thou unto thee Aaron thy hermano, y sus hijos con él, de entre los niños de Israel, que puede ministro unto me en la oficina del sacerdote, incluso Aaron, Nadab y Abihu, Eleazar e ithamar, los hijos de Aaron.
Y thou shalt la marca santa garments para Aaron thy hermano para gloria y para belleza.
Y thou shalt hablar unto todo aquello es sensato hearted, quien he llenado con el alcohol de cordura, que pueden hacer Aaron garments para consagrarle, que puede ministro unto me en la oficina del sacerdote.
Y estos son el garments cuál harán; un breastplate, y un ephod, y una toga, y un broidered capa, una mitra, y un girdle: y harán santos garments para Aaron thy hermano, y sus hijos, que puede ministro unto me en la oficina del sacerdote.
Y tomarán oro, y azul, y púrpura, y escarlata, y lino fino.
Y harán el ephod de oro, de azul, y de morado, de escarlata, y bien twined lino, con obra astuta.
Y el curioso girdle del ephod, el cual es a él, será del mismo, según la obra del mismo; incluso de oro, de azul, y púrpura, y escarlata, y bien twined lino.
Y thou shalt toma dos huesos de ónix, y graves encima les los nombres de los niños de Israel:
Seis de sus nombres encima un hueso, y los otros seis nombres del resto en el otro hueso, según su nacimiento.
Con la obra de un engraver en hueso, como el engravings de un signet, shalt thou engrave los dos huesos con los nombres de los niños de Israel: thou shalt les hace para ser puesto en ouches de oro.
Y thou shalt puesto los dos huesos a los hombros del ephod para huesos de conmemorativos unto los niños de Israel: y Aaron aguantará sus nombres antes del SEÑOR a sus dos hombros para un monumento.
Y thou shalt marca ouches de oro;
Y dos cadenas de oro puro en los fines; de wreathen obra shalt thou les hace, y fasten el wreathen cadenas al ouches.
Foursquare lo será el ser plegó; un giró será la periodo del mismo, y un giró será el breadth del mismo.
Y thou shalt conjunto en él encuadres de huesos, incluso cuatro filas de huesos: la primera fila será un sardius, un topaz, y un carbunco: esto será la primera fila .
Y la segunda fila será una esmeralda , un zafiro, y un diamante.
Y la cuarta fila un beryl, y un ónix, y un jaspe: serán puestos en oro en su inclosings.
Y los huesos serán con los nombres de los niños de Israel, doce, según sus nombres, como el engravings de un signet; cada uno con su nombre ellos ser según las doce tribus.
Y thou shalt marca al breastplate cadenas en los fines de wreathen obra de oro puro.
Y thou shalt marca al breastplate dos redes de oro, y shalt puesto las dos redes en los dos fines del breastplate.
Y thou shalt puesto el dos wreathen cadenas de oro en las dos redes qué es en los fines del breastplate.
Y los otros dos fines del dos wreathen cadenas thou shalt fasten en el dos ouches, y puesto les encima el shoulderpieces del ephod antes de que lo.
Y thou shalt marca dos redes de oro, y thou shalt puesto les a los dos fines del breastplate en el borde del mismo, el cual es en el lado del ephod inward.
Y dos otras redes de oro thou shalt marca, y shalt puesto les encima los dos lados del ephod debajo, hacia el forepart del mismo, encima contra el otro coupling del mismo, por encima del curiosos girdle del ephod.
Y atarán el breastplate por las redes del mismo unto las redes del ephod con un encaje de azul, que lo puede ser por encima del curioso girdle del ephod, y que el breastplate no ser loosed del ephod.
Y Aaron aguantará los nombres de los niños de Israel en el breastplate de juicio a su corazón, cuándo él goeth en unto el sitio santo, para un monumento antes del SEÑOR continuamente.
Y thou shalt marca la toga del ephod todo de azul.
Y habrá un agujero en la copa de él, en el midst del mismo: tendrá un atando de ronda de obra tramada sobre el agujero de él, como era el agujero de un habergeon, que lo no ser alquilar.
Un timbre dorado y una granada, un timbre dorado y una granada, al dobladillo de la ronda de toga aproximadamente.
Y será a Aaron a ministro: y su sonido será oído cuándo él goeth en unto el sitio santo antes del SEÑOR, y cuándo él cometh fuera, que muere no.
Y thou shalt marca un plato de oro puro, y tumba a él, como el engravings de un signet, SANTIDAD AL SEÑOR.
Y thou shalt puesto lo encima un encaje azul, que lo puede ser a la mitra; al forefront de la mitra será.
Y será al frente de Aaron, que Aaron puede aguantar la iniquidad de las cosas santas, el cual los niños de Israel hallow en todos sus regalos santos; y será siempre a su frente, que pueden ser aceptados antes del SEÑOR.
Y thou shalt bordar la capa de lino fino, y thou shalt marca la mitra de lino fino, y thou shalt marca el girdle de needlework.
Y para los hijos de Aaron thou shalt capas de marca, y thou shalt marca para ellos girdles, y sombreros shalt thou marca para ellos, para gloria y para belleza.
Y thou shalt puesto les a Aaron thy hermano, y sus hijos con él; y shalt anoint les, y consagrarles, y santificarles, que pueden ministro unto me en la oficina del sacerdote.
Y thou shalt les hace lino breeches para cubrir su desnudez; de los lomos incluso unto los muslos lograrán:
Y serán a Aaron, y a sus hijos, cuándo entran unto el tabernacle de la congregación, o cuándo vienen cercanos unto el altar a ministro en el sitio santo; aquello aguantan no iniquidad, y dado: será un estatuto para siempre unto le y su semilla después de que le.
Y esto es la cosa que thou shalt unto les a hallow les, a ministro unto me en la oficina del sacerdote: Toma uno joven bullock, y dos carneros sin mácula,
Y unleavened pan, y pasteles unleavened templados con óleo, y obleas unleavened anointed con óleo: de wheaten harina shalt thou les hace.
Y thou shalt puesto les a una cesta, y traerles en la cesta, con el bullock y los dos carneros.
Y Aaron y sus hijos thou shalt traer unto la puerta del tabernacle de la congregación, y shalt les lava con agua.
Y thou shalt puesto la mitra a su jefa, y poner la corona santa a la mitra.
Entonces shalt thou tomar el óleo de unción, y verter él a su jefa, y anoint le.
Y thou shalt traer sus hijos, y poner capas a ellos.
Y thou shalt gird les con girdles, Aaron y sus hijos, y poner los sombreros encima les: y la oficina del sacerdote será el suyo para un estatuto perpetuo: y thou shalt consagra Aaron y sus hijos.
Y thou shalt causa un bullock para ser traído antes del tabernacle de la congregación: y Aaron y sus hijos pondrán sus manos a la jefa del bullock.
Y thou shalt matar el bullock antes del SEÑOR, por la puerta del tabernacle de la congregación.
Y thou shalt tomar de la sangre del bullock, y puesto él a los cuernos del altar con thy dedo, y verter toda la sangre junto al fondo del altar.
Y thou shalt tomar todo el gordo que covereth el hacia adentro, y el caul aquello es por encima del hígado, y los dos riñones, y el gordos aquello es a ellos, y quemarles al altar.
Pero la carne del bullock, y su piel, y su dung, shalt thou quemadura con fuego sin el campamento: es una ofrenda de pecado .
Thou shalt También tomar un carnero; y Aaron y sus hijos pondrán sus manos a la jefa del carnero.
Y thou shalt slay el carnero, y thou shalt tomar su sangre, y sprinkle lo ronda aproximadamente al altar.
Y thou shalt cortado el carnero en piezas, y lavar el hacia adentro de él, y sus patas, y puestos les unto sus piezas, y unto su jefa.
Y thou shalt tomar el otro carnero; y Aaron y sus hijos pondrán sus manos a la jefa del carnero.
Entonces shalt thou matar el carnero, y tomar de su sangre, y puesto él a la punta de la oreja derecha de Aaron, y a la punta de la oreja derecha de sus hijos, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho, y sprinkle la sangre a la ronda de altar aproximadamente.
Y thou shalt tomar de la sangre que es al altar, y del óleo de unción, y sprinkle él a Aaron, y a su garments, y a sus hijos, y al garments de sus hijos con él: y será hallowed, y su garments, y sus hijos, y sus hijos' garments con él.
También thou shalt tomar del carnero el gordo y el anca, y el gordo que covereth el hacia adentro, y el caul por encima del hígado, y los dos riñones, y el gordos aquello es a ellos, y el hombro derecho; para es un carnero de consagración:
Y uno loaf de pan, y un pastel de oiled pan, y una oblea fuera de la cesta del unleavened pan que es antes del SEÑOR:
Y thou shalt puesto todo en las manos de Aaron, y en las manos de sus hijos; y shalt ondulatorio les para una ofrenda ondulatoria antes del SEÑOR.
Y thou shalt tomar el seno del carnero de la consagración de Aaron, y ola él para una ofrenda ondulatoria antes del SEÑOR: y será thy parte.
Y thou shalt santificar el seno de la ofrenda ondulatoria, y el hombro del alzar ofrenda, el cual está agitado, y cuál está alzado arriba, del carnero de la consagración, incluso de aquel cuál es para Aaron, y de aquel cuál es para sus hijos:
Y será Aaron es y sus hijos' por un estatuto para siempre de los niños de Israel: para es un alzar ofrenda: y será un alzar ofreciendo de los niños de Israel del sacrificio de sus ofrendas de paz, incluso su alzar ofreciendo unto el SEÑOR.
Y el santo garments de Aaron será sus hijos ' después de que le, para ser anointed therein, y para ser consagrado en ellos.
Y que hijo que es sacerdote en su stead les pondrá encima siete días, cuándo él cometh al tabernacle de la congregación a ministro en el sitio santo.
Y thou shalt tomar el carnero de la consagración, y seethe su carne en el sitio santo.
Y Aaron y sus hijos comerán la carne del carnero, y el pan que es en la cesta, por la puerta del tabernacle de la congregación.
Y comerán aquellas cosas wherewith el atonement estuvo hecho, para consagrar y para santificarles: pero un desconocido no comerá del mismo, porque son santos.
Y si ought de la carne de las consagraciones, o del pan, queda unto la mañana, entonces thou shalt quemadura el resto con fuego: no será comido, porque es santo.
Y así shalt thou unto Aaron, y a sus hijos, según todas las cosas qué I ha mandado thee: siete días shalt thou consagrarles.
Y thou shalt oferta todos los días un bullock para una ofrenda de pecado para atonement: y thou shalt cleanse el altar, cuándo thou hast hecho un atonement para él, y thou shalt anoint lo, para santificarlo.
Siete días thou shalt marca un atonement para el altar, y santificarlo; y será un altar más santo: cualquier cosa toucheth el altar será santo.
Ahora esto es que qué thou shalt oferta al altar; dos corderos del primer día de año por día continuamente.
El cordero thou shalt oferta por la mañana; y el otro cordero thou shalt oferta en incluso:
Y con el cordero un décimo trato de la harina mezclada con la cuarta parte de un hin de óleo batido; y la cuarta parte de un hin de vino para una ofrenda de bebida.
Y el otro cordero thou shalt oferta en incluso, y shalt thereto según la ofrenda de carne de la mañana, y según la bebida que ofrece del mismo, para un dulce savour, una ofrenda hecha por disparar unto el SEÑOR.
Esto será un continual ofrenda quemada durante vuestras generaciones en la puerta del tabernacle de la congregación antes del SEÑOR: dónde te cumpliré, para hablar allí unto thee.
Y allí cumpliré con los niños de Israel, y el tabernacle será santificado por mi gloria.
Y santificaré el tabernacle de la congregación, y el altar: santificaré también tanto Aaron y sus hijos, a ministro a mí en la oficina del sacerdote.
Y moraré entre los niños de Israel, y será su Dios.
Y thou shalt marca un altar para quemar incienso a: de shittim madera shalt thou lo hace.
Un cubit será la periodo del mismo, y un cubit el breadth del mismo; foursquare ser: y dos cubits será la cota del mismo: los cuernos del mismo serán del mismo.
Y thou shalt overlay él con oro puro, el superior del mismo, y los lados del mismo ronda aproximadamente, y los cuernos del mismo; y thou shalt marca unto lo una corona de ronda de oro aproximadamente.
Y dos redes doradas shalt thou marca a él debajo la corona de él, por las dos esquinas del mismo, a los dos lados de él shalt thou lo hace; y serán para sitios para el staves para aguantarlo withal.
Y thou shalt marca el staves de shittim madera, y overlay les con oro.
Y thou shalt puesto lo antes de que el vail aquello es por el arca del testimonio, antes de la piedad sienta aquello es sobre el testimonio, donde cumpliré con thee.
Y Aaron quemará thereon incienso dulce cada mañana: cuándo él dresseth las lámparas, quemará incienso a él.
Y cuándo Aaron lighteth las lámparas en incluso, quemará incienso a él, un incienso perpetuo antes del SEÑOR durante vuestras generaciones.
Y Aaron hará un atonement a los cuernos de él una vez en un año con la sangre de la ofrenda de pecado de atonements: una vez en el año hace atonement a él por todas partes vuestras generaciones: es más santo unto el SEÑOR.
Y el SEÑOR spake unto Moisés, refrán,
Cuándo thou takest la suma de los niños de Israel después de su número, entonces dan cada hombre un rescate para su alma unto el SEÑOR, cuándo thou numberest les; aquello allí ser ninguna plaga entre ellos, cuándo thou numberest les.
Esto darán, cada un que passeth entre ellos aquello está numerado, a medias un shekel después del shekel del santuario: (un shekel es veinte gerahs:) un medio shekel será la ofrenda del SEÑOR.
Cada un que passeth entre ellos aquello está numerado, de veinte años y encima, dará una ofrenda unto el SEÑOR.
El rico no dará más, y el pobre no dará menos de medio un shekel, cuándo dan una ofrenda unto el SEÑOR, para hacer un atonement para vuestras almas.
Y el SEÑOR spake unto Moisés, refrán,
Thou shalt también hacer un laver de latón, y su pie también de latón, para lavar withal: y thou shalt puesto él entre el tabernacle de la congregación y el altar, y thou shalt agua puesta therein.
Para Aaron y sus hijos lavarán sus manos y sus pies thereat:
Cuándo van al tabernacle de la congregación, lavarán con agua, que mueren no; o cuándo vienen cercanos al altar a ministro, para quemar ofreciendo hecho por disparar unto el SEÑOR:
Así que lavarán sus manos y sus pies, que mueren no: y será un estatuto para siempre a ellos, incluso a él y a su semilla durante sus generaciones.
Además el SEÑOR spake unto Moisés, refrán,
Toma thou también unto thee especias principales, de mirra pura cincocientos shekels, y de canela dulce a medias tanto, incluso doscientos y cincuenta shekels, y de dulce calamus doscientos y cincuenta shekels,
Y de cassia cincocientos shekels, después del shekel del santuario, y de oliva de óleo un hin:
Y thou shalt lo hace un óleo de ungüento santo, un compuesto de ungüento después del arte del apothecary: será un óleo de unción santo .
Y thou shalt anoint el tabernacle de la congregación therewith, y el arca del testimonio,
Y la mesa y todas sus vaso, y el candlestick y sus vaso, y el altar de incienso,
Y el altar de quemó ofrecer con todas sus vaso, y el laver y su pie.
Y thou shalt santificarles, que pueden ser más santos: cualquier cosa toucheth les será santo.
Y thou shalt anoint Aaron y sus hijos, y consagrarles, que pueden ministro unto me en la oficina del sacerdote.
Y thou shalt hablar unto los niños de Israel, refrán, Esto será un óleo de unción santo unto me por todas partes vuestras generaciones.
Y thou shalt lo hace un perfume, un confection después del arte del apothecary, templado junto, puro y santo:
Y thou shalt bate algunos de él muy pequeño, y puesto de él antes de que el testimonio en el tabernacle de la congregación, donde cumpliré con thee: será unto te más santo.
Y en cuanto al perfume qué thou shalt marca, ye no hará a vosotros según la composición del mismo: será unto thee santo para el SEÑOR.
Whosoever Hará como unto que, para oler thereto, incluso será cortado fuera de sus personas.
Y el SEÑOR spake unto Moisés, refrán,
Ve, he llamado por nombrar Bezaleel el hijo de Uri, el hijo de Hur, de la tribu de Judah:
Y le he llenado con el alcohol de Dios, en cordura, y en comprensivo, y en conocimiento, y en toda manera de workmanship,
para ingeniar obras astutas, para obrar en oro, y en plata, y en latón,
Y en tajante de huesos, para ponerles, y en talla de timber, para obrar en toda manera de workmanship.
E I, behold, he dado con él Aholiab, el hijo de Ahisamach, de la tribu de Dan: y en los corazones de todo aquel es sensato hearted he puesto cordura, que pueden hacer todo que he mandado thee;
El tabernacle de la congregación, y el arca del testimonio, y la piedad sienta aquello es thereupon, y todo el mobiliario del tabernacle,
Y el altar de quemó ofrecer con todo su mobiliario, y el laver y su pie,
Y las telas de servicio, y el santo garments para Aaron el sacerdote, y el garments de sus hijos, a ministro en la oficina del sacerdote,
Y el óleo de unción, e incienso dulce para el sitio santo: según todo que he mandado thee hacen.
Y el SEÑOR spake unto Moisés, refrán,
Habla thou también unto los niños de Israel, refrán, Verily mis sabbaths ye mantendrá: para es un signo entre mí y tú durante vuestras generaciones; aquel ye puede saber que soy el SEÑOR que doth santificarte.
Ye Mantendrá el sabbath por tanto; para es santo unto te: cada uno aquello defileth lo seguramente será puesto a muerte: para whosoever doeth cualquier obra therein, aquella alma será cortada fuera de entre sus personas.
Seis días pueden obrar ser hechos; pero en el séptimo es el sabbath de resto, santo al SEÑOR: whosoever doeth cualquier obra en el día de sabbath, seguramente será puesto a muerte.
Wherefore Los niños de Israel mantendrán el sabbath, para observar el sabbath durante sus generaciones, para un perpetuos covenant.
Es un signo entre mí y los niños de Israel para siempre: para en seis días el SEÑOR tierra y cielo hechos, y en el séptimo día descansó, y era refreshed.
Y dio unto Moisés, cuándo había hecho un fin de communing con él a montar Sinai, dos mesas de testimonio, mesas de hueso, escrito con el dedo de Dios.
Y cuándo las personas vieron que Moisés retrasó para venir abajo fuera del monte, las personas se reunieron juntos unto Aaron, y dijo unto le, Arriba, nos hago dioses, el cual irá antes de que nos; para en cuanto a este Moisés, el hombre que nos traje arriba fuera de la tierra de Egipto, nosotros wot no qué está acaecido de él.
Y Aaron dijo unto les, Pausa de los pendientes dorados, los cuales son en las orejas de vuestras mujeres, de vuestros hijos, y de vuestras hijas, y traerles unto me.
Y todo el freno de personas de los pendientes dorados qué era en sus orejas, y les trajo unto Aaron.
Y les recibió en su mano, y fashioned él con un graving herramienta, después de que había hecho lo un molten calf: y dijeron, Estos ser thy dioses, O Israel, el cual trajo thee arriba fuera de la tierra de Egipto.
Y cuándo Aaron lo vio, construyó un altar antes de que lo; y Aaron hizo proclamación, y dicho, A morrow es un festín al SEÑOR.
Y se sublevaron temprano en el morrow, y ofreció quemó ofrendas, y ofrendas de paz traída; y las personas sentaron para comer y para beber, y se sublevó para tocar.
Y el SEÑOR dijo unto Moisés, Va, coge thee abajo; para thy personas, el cual thou broughtest fuera de la tierra de Egipto, los ha corrompido:
han girado aparte deprisa fuera de la manera qué I les mandó: les han hecho un molten calf, y ha worshipped lo, y ha sacrificado thereunto, y dicho, Estos ser thy dioses, O Israel, los cuales han traído thee arriba fuera de la tierra de Egipto.
Y el SEÑOR dijo unto Moisés, he visto estas personas, y, behold, es un stiffnecked personas:
Ahora por tanto dejado me sólo, que mi ira puede la cera caliente en contra les, y que les puedo consumir: y haré de thee una nación suma.
Y Moisés besought el SEÑOR su Dios, y dicho, SEÑOR, por qué doth thy cera de ira caliente contra thy personas, el cual thou hast traído adelante fuera de la tierra de Egipto con poder sumo, y con un muy mano?
Wherefore Tener que los egipcios hablan, y decir, Para mischief les trae fuera, a slay les en las montañas, y para consumirles de la cara de la tierra? Turno de thy ira feroz, y repent de este mal contra thy personas.
Recuerda Abraham, Isaac, e israel, thy criados, a quien thou swarest por thine propios self, y saidst unto les, multiplicaré vuestra semilla como las estrellas de cielo, y toda esta tierra que he hablado de doy unto vuestra semilla, y lo heredarán para siempre.
Y el SEÑOR repented del mal qué pensó para hacer unto sus personas.
Y Moisés giró, y bajó del monte, y las dos mesas del testimonio eran en su mano: las mesas estuvieron escritas en ambos sus lados; encima el lado y en el otro fueron escritos.
Y las mesas eran la obra de Dios, y la escritura era la escritura de Dios, graven a las mesas.
Y cuándo Joshua oyó el ruido de las personas como gritaron, dijo unto Moisés, hay un ruido de guerra en el campamento.
Y dijo, no es la voz de ellos que grito para maestría, tampoco es la voz de ellos que grito para ser vencido: pero el ruido de ellos aquello canta oigo.
Y vino para pasar, apenas vino nigh unto el campamento, que vio el calf, y la danza: y Moisés' rabia waxed caliente, y lanzó las mesas fuera de sus manos, y frenarles debajo el monte.
Y tomó el calf cuál habían hecho, y quemó él en el fuego, y tierra lo para pulverizar, y strawed él al agua, e hizo los niños de bebida de Israel de él.
Y Moisés dijo unto Aaron, Qué estas personas unto thee, aquel thou hast traídos tan sumos un pecado a ellos?
Y Aaron dijo, Dejó no la rabia de mi cera de señor caliente: thou knowest las personas, que están puestos en mischief.
Para dijeron unto me, nos Hago dioses, el cual irá antes de que nos: para en cuanto a este Moisés, el hombre que nos traje arriba fuera de la tierra de Egipto, nosotros wot no qué está acaecido de él.
Y dije unto les, Whosoever hath cualquier oro, dejado les pausa él fuera. Así que lo dieron me: entonces lancé él al fuego, y allí salió este calf.
Y cuándo Moisés vio que las personas eran en cueros; (para Aaron había hecho les en cueros unto su vergüenza entre sus enemigos:)
Entonces Moisés estuvo en la puerta del campamento, y dicho, Quién es en el lado del SEÑOR? Dejado le venido unto me. Y todos los hijos de Levi reunieron ellos juntos unto le.
Y dijo unto les, Así saith el Dios de SEÑOR de Israel, Puesto cada hombre su espada por su lado, y entrar y fuera de puerta a puerta durante el campamento, y slay cada hombre su hermano, y cada hombre su compañero, y cada hombre su vecino.
Para Moisés había dicho, prpers Consagra hoy al SEÑOR, incluso cada hombre a su hijo, y a su hermano; aquello puede bestow a ti un bendiciendo este día.
Y vino para pasar en el morrow, que Moisés dijo unto las personas, Ye ha pecado un pecado sumo: y ahora remontaré unto el SEÑOR; peradventure haré un atonement para vuestro pecado.
Y Moisés regresó unto el SEÑOR, y dicho, Oh, estas personas han pecado un pecado sumo, y les ha hecho dioses de oro.
Y el SEÑOR dijo unto Moisés, Whosoever hath pecado en contra me, le yo blot fuera de mi libro.
Y el SEÑOR plagued las personas, porque hicieron el calf, el cual Aaron hizo.
Y el SEÑOR dijo unto Moisés, Depart, y remontar de ahí, thou y las personas qué thou hast traídos arriba fuera de la tierra de Egipto, unto el aterrizar cuál yo sware unto Abraham, a Isaac, y a Jacob, refrán, Unto thy semilla lo doy:
Y enviaré un ángel antes de thee; y conduciré fuera del Canaanite, el Amorite, y el Hittite, y el Perizzite, el Hivite, y el Jebusite:
Unto una tierra que fluye con leche y miel: para no remontaré en el midst de thee; para thou arte un stiffnecked personas: lest consumo thee en la manera.
Y cuándo las personas oyeron este mal tidings, lloraron: y ningún hombre puso encima le sus adornos.
Para el SEÑOR había dicho unto Moisés, Dice unto los niños de Israel, Ye es un stiffnecked personas: vendré arriba al midst de thee en un momento, y consumir thee: por tanto ahora aplazado thy adornos de thee, que puedo saber qué para hacer unto thee.
Y los niños de Israel desnudaron ellos de sus adornos por el monte Horeb.
Y Moisés tomó el tabernacle, y pitched él sin el campamento, lejos fuera del campamento, y lo llamó el Tabernacle de la congregación. Y vino para pasar, que cada un cuál buscó el SEÑOR salió unto el tabernacle de la congregación, el cual era sin el campamento.
Y vino para pasar, cuándo Moisés salió unto el tabernacle, que todas las personas se sublevaron, y estuvo cada hombre en su puerta de tienda, y Moisés vigilado, hasta que estuvo ido al tabernacle.
Y vino para pasar, como Moisés introdujo al tabernacle, el cloudy la pilar descendió, y estado en la puerta del tabernacle, y el Señor hablado con Moisés.
Y todas las personas vieron el cloudy estand de pilar en el tabernacle puerta: y todas las personas se sublevaron y worshipped, cada hombre en su puerta de tienda.
Y el SEÑOR spake unto Moisés frente a frente, como hombre speaketh unto su amigo. Y giró otra vez al campamento: pero su criado Joshua, el hijo de Nun, un hombre joven, departed no fuera del tabernacle.
Y Moisés dijo unto el SEÑOR, Ve, thou sayest unto me, Trae arriba de estas personas: y thou hast no dejarme saber quien thou wilt enviar conmigo. Todavía thou hast dicho, sé thee por nombre, y thou hast gracia encontrada también en mi vista.
Ahora por tanto, ruego thee, si he encontrado gracia en thy vista, shew me ahora thy manera, que puedo saber thee, que puedo encontrar gracia en thy vista: y considerar que esta nación es thy personas.
Y dijo, Mi presencia irá con thee, y daré thee resto.
Y dijo unto le, Si thy la presencia va no conmigo, llevarnos no arriba de ahí.
Para donde ser sabido aquí que yo y thy las personas han encontrado gracia en thy vista? Es no en aquel thou goest con nosotros? Así que nosotros ser separados, I y thy personas, de todas las personas que es a la cara de la tierra.
Y el SEÑOR dijo unto Moisés, haré esta cosa también que thou hast hablado: para thou hast gracia encontrada en mi vista, y sé thee por nombre.
Y dijo, yo beseech thee, shew me thy gloria.
Y dijo, haré todo mi pase de bondad antes de thee, y proclamaré el nombre del SEÑOR antes de thee; y será gentil a quien seré gentil, y shew piedad encima quien yo shew piedad.
Y dijo, Thou canst no ver mi cara: para allí ningún hombre me veo, y vivo.
Y el SEÑOR dijo, Behold, hay un sitio por mí, y thou shalt estand a un rock:
Y el SEÑOR dijo unto Moisés, Hew thee dos mesas de hueso gustan unto el primero: y escribiré a estas mesas las palabras que era en las primeras mesas, el cual thou brakest.
Y estar a punto por la mañana, y venir arriba por la mañana unto monte Sinai, y presente thyself allí a mí en la copa del monte.
Y ningún hombre vendrá arriba con thee, tampoco dejado cualquier hombre ser visto por todas partes todo el monte; tampoco dejado los rebaños ni las manadas alimentan antes de aquel monte.
Y él hewed dos mesas de hueso gustan unto el primero; y Moisés se sublevó temprano por la mañana, y remontó unto monte Sinai, como el SEÑOR había mandado le, y tomó en su mano las dos mesas de hueso.
Y el SEÑOR descendido en la nube, y estado con él allí, y proclamó el nombre del SEÑOR.
Y el SEÑOR pasado de largo antes de que le, y proclamado, El SEÑOR, El Dios de SEÑOR, merciful y gentil, longsuffering, y abundante en bondad y verdad,
Manteniendo piedad para miles, perdonando iniquidad y transgresión y pecado, y aquello de ninguna manera aclarará el culpable; visitando la iniquidad de los padres a los niños, y a los niños de los niños, unto el tercio y a la cuarta generación.
Y Moisés hizo prisa, e inclinó su jefa hacia la tierra, y worshipped.
Y dijo, Si ahora he encontrado gracia en thy vista, O SEÑOR, dejado mi SEÑOR, ruego thee, va entre nosotros; para es un stiffnecked personas; y perdón nuestra iniquidad y nuestro pecado, y tomarnos para thine herencia.
Y dijo, Behold, hago un covenant: antes de que todo thy personas haré maravillas, como no ha sido hecho en toda la tierra, ni en cualquier nación: y todas las personas entre qué thou el arte verá la obra del SEÑOR: para es una cosa terrible que haré con thee.
Observa thou que qué I orden thee este día: behold, conduzco fuera antes de que thee el Amorite, y el Canaanite, y el Hittite, y el Perizzite, y el Hivite, y el Jebusite.
Toma heed a thyself, lest thou marca un covenant con los habitantes de la tierra dónde thou goest, lest lo ser para un snare en el midst de thee:
Pero ye destruirá sus altares, pausa sus imágenes, y cortados abajo su groves:
Para thou shalt adoración ningún otro dios: para el SEÑOR, cuyo nombre es Celoso, es un Dios celoso:
Lest thou marca un covenant con los habitantes de la tierra, y van un whoring después de sus dioses, y sacrifica unto sus dioses, y uno llama thee, y thou comer de su sacrificio;
Y thou tomar de sus hijas unto thy hijos, y sus hijas van un whoring después de sus dioses, y hacer thy los hijos van un whoring después de sus dioses.
Thou shalt Marca thee ningún molten dioses.
El festín de unleavened pan shalt thou mantiene. Siete días thou shalt come unleavened pan, como mandé thee, en el tiempo del mes Abib: para en el mes Abib thou camest fuera de Egipto.
Todo aquel openeth la matriz es mina ; y cada firstling entre thy ganado, si ox u oveja, aquello es macho.
Pero el firstling de un asno thou shalt redimir con un cordero: y si thou redimirle no, entonces shalt thou pausa su cuello. Todo el firstborn de thy hijos thou shalt redime. Y ninguno parecerá antes de que me vacío.
Seis días thou shalt obra, pero en el séptimo día thou shalt resto: en earing tiempo y en cosechar thou shalt resto.
Y thou shalt observar el festín de semanas, del firstfruits de cosecha de trigo, y el festín de ingathering en el fin del año.
Tres veces en el año todo vuestro menchildren parecer antes del Dios de SEÑOR, el Dios de Israel.
Para lanzaré fuera de las naciones antes de thee, y ampliar thy bordes: tampoco cualquier deseo de hombre thy tierra, cuándo thou shalt remonta para parecer antes del SEÑOR thy Dios tres veces en el año.
Thou shalt No ofrecer la sangre de mi sacrificio con leaven; tampoco el sacrificio del festín del passover quedar unto la mañana.
El primer del firstfruits de thy tierra thou shalt traer unto la casa del SEÑOR thy Dios. Thou shalt No seethe un niño en la leche de su madre.
Y el SEÑOR dijo unto Moisés, Escribe thou estas palabras: para después de que el tenor de estas palabras he hecho un covenant con thee y con Israel.
Y era allí con el SEÑOR cuarenta días y cuarenta noches; tampoco comió pan, ni agua de bebida. Y escribió a las mesas las palabras del covenant, el diez commandments.
Y vino para pasar, cuándo Moisés vino abajo de montar Sinai con las dos mesas de testimonio en Moisés' mano, cuándo vino abajo del monte, que Moisés wist no que la piel de su cara shone mientras habló con él.
Y cuándo Aaron y todos los niños de Israel vieron Moisés, behold, la piel de su cara shone; y eran temerosos de venir nigh le.
Y Moisés llamó unto les; y Aaron y todos los gobernantes de la congregación regresaron unto le: y Moisés habló con ellos.
Y después todos los niños de Israel vinieron nigh: y les dio en commandment todo que el SEÑOR había hablado con él en montar Sinai.
Y caja Moisés había hecho hablando con ellos, puso un vail en su cara.
Pero cuándo Moisés entró antes del SEÑOR para hablar con él, tomó el vail fuera, hasta que salió. Y salió, y spake unto los niños de Israel aquello cuál estuvo mandado.
Y los niños de Israel vieron la cara de Moisés, que la piel de Moisés' cara shone: y Moisés puso el vail a su cara otra vez, hasta que entró para hablar con él.
Y Moisés reunió toda la congregación de los niños de Israel junto, y dijo unto les, Estos son las palabras qué el SEÑOR hath mandado, aquel ye les tendría que hacer.
Seis días obrarán ser hechos, pero en el séptimo día allí será a ti un día santo, un sabbath de descansar al SEÑOR: whosoever doeth obra therein será puesto a muerte.
Ye kindle ningún fuego durante vuestro habitations al día de sabbath.
Y Moisés spake unto toda la congregación de los niños de Israel, refrán, Esto es la cosa qué el SEÑOR mandó, refrán,
Y azul, y púrpura, y escarlata, y lino fino, y cabras' cabello,
Y carneros' las pieles tiñieron rojas, y tejones' pieles, y shittim madera,
Y óleo para la luz, y especias para óleo de unción, y para el incienso dulce,
Y cada sensato hearted entre ti vendrá, y hacer todo que el SEÑOR hath mandó;
El tabernacle, su tienda, y su cobertura, su taches, y sus juntas, sus barras, sus pilares, y sus casquetes,
EL arca, y el staves del mismo, con el escaño de piedad, y el vail de la cobertura,
El candlestick también para la luz, y su mobiliario, y sus lámparas, con el óleo para la luz,
Y el altar de incienso, y su staves, y el óleo de unción, y el incienso dulce, y el colgando para la puerta en el introduciendo en del tabernacle,
El altar de ofrenda quemada, con su brasen grate, su staves, y todas sus vaso, el laver y su pie,
El hangings de la corte, sus pilares, y sus casquetes, y el colgando para la puerta de la corte,
Los alfileres del tabernacle, y los alfileres de la corte, y sus cordones,
Las telas de servicio, para hacer servicio en el sitio santo, el santo garments para Aaron el sacerdote, y el garments de sus hijos, a ministro en la oficina del sacerdote.
Y toda la congregación de los niños de Israel departed de la presencia de Moisés.
Y vinieron, cada uno cuyo corazón le barajó arriba, y cada uno quien su alcohol hizo dispuesto, y trajeron la ofrenda del SEÑOR a la obra del tabernacle de la congregación, y para todo su servicio, y para el santo garments.
Y vinieron, ambos hombres y mujeres, como muchos como era dispuesto hearted, y trajo brazaletes, y pendientes, y redes, y pastillas, todas las joyas de oro: y cada hombre que ofreció ofrecido una ofrenda de oro unto el SEÑOR.
Y cada hombre, con quien estuvo encontrado azul, y púrpura, y escarlata, y lino fino, y cabras' cabello, y pieles rojas de carneros, y tejones' pieles, les trajo.
Cada uno aquello ofreció una ofrenda de plata y latón trajo la ofrenda del SEÑOR: y cada hombre, con quien estuvo encontrado shittim madera para cualquier obra del servicio, lo trajo.
Y todas las mujeres que era sensato hearted giró con sus manos, y trajo aquello cuál habían girado, ambos de azules, y de morados, y de escarlatas, y de lino fino.
Y todas las mujeres cuyo corazón les barajó arriba en la cordura giró cabras' cabello.
Y los gobernantes huesos de ónix traído, y huesos para ser puestos, para el ephod, y para el breastplate;
Y especia, y óleo para la luz, y para el óleo de unción, y para el incienso dulce.
Los niños de Israel trajeron una ofrenda dispuesta unto el SEÑOR, cada hombre y mujer, cuyo corazón les hizo dispuesto de traer para toda manera de obra, el cual el SEÑOR había mandado para ser hecho por la mano de Moisés.
Y Moisés dijo unto los niños de Israel, Ve, el SEÑOR hath llamado por nombrar Bezaleel el hijo de Uri, el hijo de Hur, de la tribu de Judah;
Y él hath llenado le con el alcohol de Dios, en cordura, en comprensivo, y en conocimiento, y en toda manera de workmanship;
Y para ingeniar obras curiosas, para obrar en oro, y en plata, y en latón,
Y en el cortando de huesos, para ponerles, y en talla de madera, para hacer cualquier manera de obra astuta.
Y él hath puesto en su corazón que puede enseñar, tanto él, y Aholiab, el hijo de Ahisamach, de la tribu de Dan.
Les hath Llenó con cordura de corazón, para obrar toda manera de obra, del engraver, y del astuto workman, y del embroiderer, en azul, y en morado, en escarlata, y en lino fino, y del tejedor, incluso de ellos que hacer muy obra, y de los que ingenian obra astuta.
Entonces wrought Bezaleel y Aholiab, y cada sensato hearted hombre, en quien el SEÑOR cordura puesta y entendiendo para saber cómo para obrar toda manera de obra para el servicio del santuario, según todo que el SEÑOR había mandado.
Y todos los hombres sensatos, aquello wrought toda la obra del santuario, vino cada hombre de su obrar cuál hicieron;
Y ellos spake unto Moisés, refrán, Las personas traen mucho más que bastante para el servicio de la obra, el cual el SEÑOR mandó para hacer.
Y Moisés dio commandment, y lo causaron para ser proclamados durante el campamento, refrán, Dejado tampoco hombre ni marca de mujer más obra para la ofrenda del santuario. Así que las personas eran restrained de traer.
Y cada sensato hearted hombre entre ellos que wrought la obra del tabernacle hizo diez cortinas de finos twined lino, y azul, y púrpura, y escarlata: con cherubims de la obra astuta hizo él les.
La periodo de una cortina era veinte y ocho cubits, y el breadth de una cortina cuatro cubits: las cortinas eran todos de una medida.
Y él coupled las cinco cortinas un unto otro: y las otras cinco cortinas él coupled uno unto otro.
E hizo bucles de azules en el borde de una cortina del selvedge en el coupling: así mismo hizo en el lado sumo de otra cortina, en el coupling del segundo.
Cincuenta bucles hicieron él en una cortina, y cincuenta bucles hicieron él en el borde de la cortina qué era en el coupling del segundo: los bucles aguantaron una cortina a otro.
E hizo cincuenta taches de oro, y coupled las cortinas un unto otro con el taches: así que acaecía uno tabernacle.
E hizo cortinas de cabras' cabello para la tienda sobre el tabernacle: once cortinas les hizo.
Y él coupled cinco cortinas por ellos, y seis cortinas por ellos.
E hizo cincuenta bucles al borde sumo de la cortina en el coupling, y cincuenta bucles hicieron él al borde de la cortina qué coupleth el segundo.
E hizo cincuenta taches de latón a par la tienda junta, que lo podría ser uno.
E hizo una cobertura para la tienda de carneros' las pieles tiñieron rojas, y una cobertura de tejones' pieles por encima de aquel.
E hizo juntas para el tabernacle de shittim madera, manteniéndose en pie.
La periodo de una junta era diez cubits, y el breadth de una junta un cubit y un medio.
Uno entabla tuvo dos tenons, igualmente distante uno de otro: así hace para todas las juntas del tabernacle.
E hizo juntas para el tabernacle; veinte juntas para el lado del sur hacia el sur:
Y cuarenta casquetes de plata hizo bajo las veinte juntas; dos casquetes debajo uno entabla para su dos tenons, y dos casquetes bajo otra junta para su dos tenons.
Y para el otro lado del tabernacle, el cual es hacia la esquina del norte, hizo veinte juntas,
Y sus cuarenta casquetes de plata; dos casquetes debajo una junta, y dos casquetes bajo otra junta.
Y para los lados del tabernacle hacia el oeste hizo seis juntas.
Y dos juntas hicieron él para las esquinas del tabernacle en los dos lados.
Y eran coupled debajo, y coupled juntos en la jefa del mismo, a una red: por ello hizo a ambos de ellos en ambas las esquinas.
Y había ocho juntas; y sus casquetes eran dieciséis casquetes de plata, bajo cada junta dos casquetes.
E hizo barras de shittim madera; cinco para las juntas del lado del tabernacle,
Y cinco barras para las juntas del otro lado del tabernacle, y cinco barras para las juntas del tabernacle para los lados hacia el oeste.
E hizo la barra media para disparar a través de las juntas del acaban al otro.
Y él overlaid las juntas con oro, e hizo sus redes de oro para ser sitios para las barras, y overlaid las barras con oro.
E hizo un vail de azul, y púrpura, y escarlata, y bien twined lino: con cherubims hizo él él de obra astuta.
E hizo thereunto cuatro pilares de shittim madera, y overlaid les con oro: sus ganchos eran de oro; y lanzó para ellos cuatro casquetes de plata.
E hizo un colgando para el tabernacle puerta de azul, y púrpura, y escarlata, y bien twined lino, de needlework;
Y las cinco pilares de él con sus ganchos: y él overlaid su chapiters y su fillets con oro: pero sus cinco casquetes eran de latón.
Y Bezaleel hecho el arca de shittim madera: dos cubits y una mitad era la periodo de él, y un cubit y un medio el breadth de él, y un cubit y un medio la cota de él:
Y él overlaid él con oro puro dentro y sin, e hizo una corona de oro a él ronda aproximadamente.
Y lanzó para él cuatro redes de oro, para ser puesto por las cuatro esquinas de él; incluso dos redes al lado de él, y dos redes al otro lado de él.
E hizo staves de shittim madera, y overlaid les con oro.
Y puso el staves a las redes por los lados del arca, para aguantar el arca.
E hizo el escaño de piedad de oro puro: dos cubits y una mitad era la periodo del mismo, y uno cubit y un medio el breadth del mismo.
E hizo dos cherubims de oro, batido fuera de una pieza hizo él les, en los dos fines del escaño de piedad;
Uno cherub en el fin en este lado, y otro cherub en el otro fin en aquel lado: fuera del escaño de piedad hizo él el cherubims en los dos fines del mismo.
Y el cherubims propagación fuera de sus alas en altos, y cubiertos con sus alas sobre el escaño de piedad, con sus caras un a otro; incluso a la piedad seatward era las caras del cherubims.
E hizo la mesa de shittim madera: dos cubits era la periodo del mismo, y un cubit el breadth del mismo, y un cubit y un medio la cota del mismo:
Y él overlaid él con oro puro, e hizo thereunto una corona de ronda de oro aproximadamente.
También hizo thereunto un borde de un handbreadth ronda aproximadamente; e hizo una corona de oro para el borde del mismo ronda aproximadamente.
Y lanzó para él cuatro redes de oro, y poner las redes a las cuatro esquinas que era en los cuatro pies del mismo.
Encima contra el borde era las redes , los sitios para el staves para aguantar la mesa.
E hizo el staves de shittim madera, y overlaid les con oro, para aguantar la mesa.
E hizo las vaso qué era a la mesa, sus platos, y sus cucharas, y sus boles, y sus portadas para cubrir withal, de oro puro.
E hizo el candlestick de oro puro: de la obra batida hizo él el candlestick; su eje, y su rama, sus boles, su knops, y sus flores, era del mismo:
Y seis ramas que salen de los lados del mismo; tres ramas del candlestick fuera del lado del mismo, y tres ramas del candlestick fuera del otro lado del mismo:
Tres boles hicieron después de la moda de almendras en una rama, un knop y una flor; y tres boles hicieron como almendras en otra rama, un knop y una flor: tan durante las seis ramas que salen del candlestick.
Y en el candlestick era cuatro boles hicieron como almendras, su knops, y sus flores:
Y un knop debajo dos ramas del mismo, y un knop debajo dos ramas del mismo, y un knop debajo dos ramas del mismo, según las seis ramas que salen de él.
Su knops y sus ramas eran del mismo: todo de él era uno obra batida de oro puro.
De un talento de oro puro hizo él él, y todas las vaso del mismo.
E hizo el altar de incienso de shittim madera: la periodo de él era un cubit, y el breadth de él un cubit; era foursquare; y dos cubits era la cota de él; los cuernos del mismo eran del mismo.
Y él overlaid él con oro puro, tanto la copa de él, y los lados del mismo ronda aproximadamente, y los cuernos de él: también hizo unto lo una corona de ronda de oro aproximadamente.
E hizo dos redes de oro para él debajo la corona del mismo, por las dos esquinas de él, a los dos lados del mismo, para ser sitios para el staves para aguantarlo withal.
E hizo el staves de shittim madera, y overlaid les con oro.
E hizo el óleo de unción santo, y el incienso puro de especias dulces, según la obra del apothecary.
E hizo el altar de quemó ofrecer de shittim madera: cinco cubits era la periodo del mismo, y cinco cubits el breadth del mismo; era foursquare; y tres cubits la cota del mismo.
E hizo los cuernos del mismo en las cuatro esquinas de él; los cuernos del mismo eran del mismo: y él overlaid él con latón.
E hizo todas las vaso del altar, las ollas, y las palas, y el basons, y el fleshhooks, y el firepans: todas las vaso del mismo hicieron él de latón.
E hizo para el altar un brasen grate de red bajo el compás del mismo debajo unto el midst de él.
Y lanzó cuatro redes para los cuatro fines del grate de latón, para ser sitios para el staves.
E hizo el staves de shittim madera, y overlaid les con latón.
Y puso el staves a las redes en los lados del altar, para aguantarlo withal; hizo el hueco de altar con juntas.
E hizo el laver de latón, y el pie de él de latón, del lookingglasses de las mujeres que reúnen, el cual reunió en la puerta del tabernacle de la congregación.
E hizo la corte: en el lado del sur hacia el sur el hangings de la corte era de fino twined lino, un centenar cubits:
Sus pilares eran veinte, y su brasen casquetes veinte; los ganchos de las pilares y su fillets era de plata.
Y para el lado del norte el hangings era un centenar cubits, sus pilares eran veinte, y sus casquetes de latón veinte; los ganchos de las pilares y su fillets de plata.
Y para el lado del oeste era hangings de cincuenta cubits, sus pilares diez, y sus casquetes diez; los ganchos de las pilares y su fillets de plata.
Y para el lado del este eastward cincuenta cubits.
El hangings del el lado de la puerta era quince cubits; sus pilares tres, y sus casquetes tres.
Y para el otro lado de la puerta de corte, en esta mano y que mano, era hangings de quince cubits; sus pilares tres, y sus casquetes tres.
Todo el hangings de la ronda de corte aproximadamente era de fino twined lino.
Y los casquetes para las pilares eran de latón; los ganchos de las pilares y su fillets de plata; y el overlaying de su chapiters de plata; y todas las pilares de la corte eran filleted con plata.
Y el colgando para la puerta de la corte era needlework, de azul, y púrpura, y escarlata, y bien twined lino: y veinte cubits era la periodo, y la cota en el breadth era cinco cubits, responsable al hangings de la corte.
Y sus pilares eran cuatro, y sus casquetes de latón cuatro; sus ganchos de plata, y el overlaying de su chapiters y su fillets de plata.
Y todos los alfileres del tabernacle, y de la ronda de corte aproximadamente, era de latón.
Esto es la suma del tabernacle, incluso del tabernacle de testimonio, como estuvo contado, según el commandment de Moisés, para el servicio del Levites, por la mano de Ithamar, hijo a Aaron el sacerdote.
Y Bezaleel el hijo de Uri, el hijo de Hur, de la tribu de Judah, hizo todo que el SEÑOR mandó Moisés.
Y con él era Aholiab, hijo de Ahisamach, de la tribu de Dan, un engraver, y un astuto workman, y un embroiderer en azul, y en morado, y en escarlata, y lino fino.
Todo el oro que estuvo ocupado para la obra en toda la obra del sitio santo, incluso el oro de la ofrenda, era veinte y nueve talentos, y sietecientos y treinta shekels, después del shekel del santuario.
Y la plata de ellos aquello estuvo numerado de la congregación era unos talentos de centenar , y mil sietecientos y threescore y quince shekels, después del shekel del santuario:
Un bekah para cada hombre, aquello es, a medias un shekel, después del shekel del santuario, para cada uno aquello fue para ser numerado, de veinte años y arriba, para seiscientos millar y tres mil y cincocientos y cincuenta hombres.
Y de los talentos de centenar de plata estuvieron lanzados los casquetes del santuario, y los casquetes del vail; unos casquetes de centenar de los talentos de centenar, un talento para un casquete.
Y del millar sietecientos setenta y cinco shekels hizo ganchos para las pilares, y overlaid su chapiters, y filleted les.
Y el latón de la ofrenda era setenta talentos, y dos mil y cuatrocientos shekels.
Y therewith hizo los casquetes a la puerta del tabernacle de la congregación, y el brasen altar, y el brasen grate para él, y todas las vaso del altar,
Y los casquetes de la ronda de corte aproximadamente, y los casquetes de la puerta de corte, y todos los alfileres del tabernacle, y todos los alfileres de la ronda de corte aproximadamente.
Y del azul, y púrpura, y escarlata, hicieron telas de servicio, para hacer servicio en el sitio santo, e hizo el santo garments para Aaron; como el SEÑOR mandó Moisés.
E hizo el ephod de oro, azul, y púrpura, y escarlata, y bien twined lino.
Y batieron el oro a platos delgados, y cortados él a cables, para obrar él en el azul, y en la púrpura, y en la escarlata, y en el lino fino, con obra astuta.
Hicieron shoulderpieces para él, a par él junto: por los dos bordes fue coupled juntos.
Y el curioso girdle de su ephod, aquello era a él, era del mismo, según la obra del mismo; de oro, azul, y púrpura, y escarlata, y bien twined lino; como el SEÑOR mandó Moisés.
Y ellos wrought el ónix apedrea inclosed en ouches de oro, graven, tan signets es graven, con los nombres de los niños de Israel.
Y les puso encima los hombros del ephod, que tendrían que ser huesos para un conmemorativos a los niños de Israel; como el SEÑOR mandó Moisés.
E hizo el breastplate de obra astuta, como la obra del ephod; de oro, azul, y púrpura, y escarlata, y bien twined lino.
Era foursquare; hicieron el breastplate dobles: un giró era la periodo del mismo, y un giró el breadth del mismo, el ser plegó.
Y la segunda fila, una esmeralda, un zafiro, y un diamante.
Y la tercera fila, un ligure, una ágata, y una amatista.
Y la cuarta fila, un beryl, un ónix, y un jaspe: eran inclosed en ouches de oro en su inclosings.
Y los huesos eran según los nombres de los niños de Israel, doce, según sus nombres, como el engravings de un signet, cada uno con su nombre, según las doce tribus.
E hicieron al breastplate cadenas en los fines, de wreathen obra de oro puro.
E hicieron dos ouches de oro, y dos redes de oro; y poner las dos redes en los dos fines del breastplate.
Y pusieron el dos wreathen cadenas de oro en las dos redes en los fines del breastplate.
Y los dos fines del dos wreathen cadenas ellos fastened en el dos ouches, y puesto les encima el shoulderpieces del ephod, antes de que lo.
E hicieron dos redes de oro, y puesto les encima los dos fines del breastplate, al borde de él, el cual era en el lado del ephod inward.
E hicieron dos otras redes doradas, y puestos les encima los dos lados del ephod debajo, hacia el forepart de él, encima contra el otro coupling del mismo, por encima del curioso girdle del ephod.
Y ataron el breastplate por sus redes unto las redes del ephod con un encaje de azul, que lo podría ser por encima del curioso girdle del ephod, y que el breastplate no podría ser loosed del ephod; como el SEÑOR mandó Moisés.
E hizo la toga del ephod de obra tramada, todo de azul.
Y había un agujero en el midst de la toga, como el agujero de un habergeon, con una ronda de banda sobre el agujero, que lo tener que no rend.
E hicieron a los dobladillos de las granadas de toga de azules, y púrpura, y escarlata, y twined lino.
E hicieron timbres de oro puro, y poner los timbres entre las granadas al dobladillo de la toga, ronda aproximadamente entre las granadas;
Un timbre y una granada, un timbre y una granada, ronda sobre el dobladillo de la toga a ministro en; como el SEÑOR mandó Moisés.
E hicieron capas de lino fino de obra tramada para Aaron, y para sus hijos,
Y una mitra de lino fino, y goodly sombreros de lino fino, y lino breeches de fino twined lino,
Y un girdle de fino twined lino, y azul, y púrpura, y escarlata, de needlework; como el SEÑOR mandó Moisés.
E hicieron el plato de la corona santa de oro puro, y escribió a él una escritura, gusta al engravings de un signet, SANTIDAD AL SEÑOR.
Así era toda la obra del tabernacle de la tienda de la congregación acabó: y los niños de Israel hicieron según todo que el SEÑOR mandó Moisés, así que ellos.
Y trajeron el tabernacle unto Moisés, la tienda, y todo su mobiliario, su taches, sus juntas, sus barras, y sus pilares, y sus casquetes,
Y la cobertura de carneros' las pieles tiñieron rojas, y la cobertura de tejones' pieles, y el vail de la cobertura,
EL arca del testimonio, y el staves del mismo, y el escaño de piedad,
La mesa, y todas las vaso del mismo, y el shewbread,
El puros candlestick, con las lámparas del mismo, incluso con las lámparas para ser puestas en orden, y todas las vaso del mismo, y el óleo para ligero,
Y el altar dorado, y el óleo de unción, y el incienso dulce, y el colgando para el tabernacle puerta,
El hangings de la corte, sus pilares, y sus casquetes, y el colgando para la puerta de corte, sus cordones, y sus alfileres, y todas las vaso del servicio del tabernacle, para la tienda de la congregación,
Las telas de servicio para hacer servicio en el sitio santo, y el santo garments para Aaron el sacerdote, y sus hijos' garments, a ministro en la oficina del sacerdote.
Según todo que el SEÑOR mandó Moisés, así que los niños de Israel hicieron toda la obra.
Y Moisés miró a toda la obra, y, behold, habían hecho lo como el SEÑOR había mandado, aun así tuvo ellos hechos lo: y Moisés les bendijo.
Y el SEÑOR spake unto Moisés, refrán,
Y thou shalt pone therein el arca del testimonio, y cubrir el arca con el vail.
Y thou shalt traer en la mesa, y puesto en ordenar las cosas que es para ser puesto en orden a él; y thou shalt traer en el candlestick, y encender las lámparas del mismo.
Y thou shalt puesto el altar de la ofrenda quemada antes de la puerta del tabernacle de la tienda de la congregación.
Y thou shalt puesto el laver entre la tienda de la congregación y el altar, y shalt agua puesta therein.
Y thou shalt conjunto arriba de la ronda de corte aproximadamente, y colgar el colgando en la puerta de corte.
Y thou shalt tomar el óleo de unción, y anoint el tabernacle, y todo aquello es therein, y shalt hallow lo, y todas las vaso del mismo: y será santo.
Y thou shalt anoint el altar de la ofrenda quemada, y todas sus vaso, y santificar el altar: y será un altar más santo.
Y thou shalt anoint el laver y su pie, y santificarlo.
Y thou shalt trae Aaron y sus hijos unto la puerta del tabernacle de la congregación, y lavarles con agua.
Y thou shalt puesto a Aaron el santo garments, y anoint le, y santificarle; aquello puede ministro unto me en la oficina del sacerdote.
Y thou shalt traer sus hijos, y clothe les con capas:
Y thou shalt anoint les, tan thou didst anoint su padre, que pueden ministro unto me en la oficina del sacerdote: para su unción seguramente será un everlasting sacerdocio durante sus generaciones.
Así Moisés: según todo que el SEÑOR le mandó, así que él.
Y vino para pasar en el primer mes en el segundo año, en el primer día del mes, que el tabernacle era reared arriba.
Y Moisés reared arriba del tabernacle, y fastened sus casquetes, y puestos arriba de las juntas del mismo, y puestos en las barras del mismo, y reared arriba de sus pilares.
Y extendió en el extranjero la tienda sobre el tabernacle, y poner la cobertura de la tienda encima a él; como el SEÑOR mandó Moisés.
Y tomó y poner el testimonio al arca, y poner el staves en el arca, y poner el escaño de piedad encima al arca:
Y trajo el arca al tabernacle, y puesto arriba del vail de la cobertura, y cubrió el arca del testimonio; como el SEÑOR mandó Moisés.
Y puso la mesa en la tienda de la congregación, al lado del tabernacle northward, sin el vail.
Y puso el pan en orden a él antes de que el SEÑOR; como el SEÑOR había mandado Moisés.
Y puso el candlestick en la tienda de la congregación, encima contra la mesa, en el lado del tabernacle hacia el sur.
Y encendió las lámparas antes del SEÑOR; como el SEÑOR mandó Moisés.
Y puso el altar dorado en la tienda de la congregación antes del vail:
Y quemó incienso dulce thereon; como el SEÑOR mandó Moisés.
Y puso arriba del colgando en la puerta del tabernacle.
Y puso el laver entre la tienda de la congregación y el altar, y agua puesta allí, para lavar withal.
Y Moisés y Aaron y sus hijos lavaron sus manos y sus pies thereat:
Cuándo fueron a la tienda de la congregación, y cuándo vinieron cercanos unto el altar, lavaron; como el SEÑOR mandó Moisés.
Entonces una nube cubrió la tienda de la congregación, y la gloria de la SEÑORA llenó el tabernacle.
Y Moisés no fue capaz de introducir a la tienda de la congregación, porque la morada de nube thereon, y la gloria de la SEÑORA llenó el tabernacle.
Y cuándo la nube estuvo tomada arriba de sobre el tabernacle, los niños de Israel fueron onward en todos sus viajes:
Pero si la nube no fue tomada arriba, entonces ellos journeyed no cultivar el día que lo estuvo tomado arriba.
Para la nube de la SEÑORA era al tabernacle por día, y el fuego era encima él por noche, en la vista de toda la casa de Israel, por todas partes todos sus viajes.
Habla unto los niños de Israel, y decir unto les, Si cualquier hombre de tú trae una ofrenda unto el SEÑOR, ye traerá vuestra ofrenda del ganado, incluso de la manada, y del rebaño.
Si su ofrenda es un sacrificio quemado de la manada, dejado le oferta un macho sin mácula: ofrecerá él de su propio voluntario en la puerta del tabernacle de la congregación antes del SEÑOR.
Y matará el bullock antes del SEÑOR: y los sacerdotes, los hijos de Aaron, traerá la sangre, y sprinkle la ronda de sangre aproximadamente al altar que es por la puerta del tabernacle de la congregación.
Y él flay la ofrenda quemada, y cortado él a sus piezas.
Y los hijos de Aaron el sacerdote pondrá fuego al altar, y poner la madera en orden al fuego:
Y los sacerdotes, los hijos de Aaron, pondrá las partes, la jefa, y la grasa, en orden a la madera que es en el disparar cuál es al altar:
Pero su hacia adentro y sus patas lava en agua: y el sacerdote quemará todo en el altar, para ser un sacrificio quemado, una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR.
Y lo matará encima el lado del altar northward antes del SEÑOR: y los sacerdotes, los hijos de Aaron, sprinkle su ronda de sangre aproximadamente al altar.
Pero lavará el hacia adentro y las patas con agua: y el sacerdote lo traerá todo, y quemadura él al altar: es un sacrificio quemado , una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR.
Y el sacerdote lo traerá unto el altar, y wring de su jefa, y quemarlo encima el altar; y la sangre del mismo será wrung fuera al lado del altar:
Y él cleave él con las alas del mismo, pero no lo dividirá asunder: y el sacerdote quemará él al altar, a la madera que es al fuego: es un sacrificio quemado , una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR.
Y cuándo cualquiera ofrecerá una carne que ofrece unto el SEÑOR, su ofrenda será de harina fina; y vertirá óleo a él, y poner frankincense thereon:
Y lo traerá a los hijos de Aaron los sacerdotes: y tomará thereout su handful de la harina del mismo, y del óleo del mismo, con todo el frankincense del mismo; y el sacerdote quemará el monumento de él al altar, para ser una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR:
Y el resto de la ofrenda de carne será Aaron es y sus hijos': es una cosa más santo de las ofrendas del SEÑOR hecho por fuego.
Y si thy oblation ser una carne que ofrece baken en una cacerola, será de harina fina unleavened, mezclado con óleo.
Y si thy oblation ser una carne que ofrece baken en el fryingpan, será hecho de harina fina con óleo.
Y thou shalt traer la carne que ofrece que está hecho de estas cosas unto el SEÑOR: y cuándo es presentó unto el sacerdote, lo traerá unto el altar.
Y el sacerdote tomará de la carne que ofrece un conmemorativo del mismo, y quemará él al altar: es una ofrenda hecho por fuego, de un dulce savour unto el SEÑOR.
Y aquello cuál queda de la ofrenda de carne será Aaron es y sus hijos': es una cosa más santo de las ofrendas del SEÑOR hecho por fuego.
Ninguna ofrenda de carne, el cual ye traerá unto el SEÑOR, será hecho con leaven: para ye quemará ningún leaven, ni cualquier miel, en cualquier ofrenda del SEÑOR hecho por fuego.
En cuanto al oblation del firstfruits, ye les ofrecerá unto el SEÑOR: pero no serán quemados en el altar para un dulce savour.
Y cada oblation de thy la carne que ofrece shalt thou estación con sal; tampoco shalt thou padecer la sal del covenant de thy Dios para ser que carece de de thy ofrenda de carne: con todo thine ofrendas thou shalt sal de oferta.
Y si thou oferta una ofrenda de carne de thy firstfruits unto el SEÑOR, thou shalt oferta para la ofrenda de carne de thy firstfruits orejas verdes del maíz secado por el fuego, incluso el maíz batido fuera de orejas llenas.
Y thou shalt óleo puesto a él, y poner frankincense thereon: es una ofrenda de carne .
Y el sacerdote quemará el monumento de él, parte del maíz batido del mismo, y parte del óleo del mismo, con todo el frankincense del mismo: es una ofrenda hecho por disparar unto el SEÑOR.
Y si su oblation ser un sacrificio de ofrenda de paz, si ofrece él de la manada; si lo ser un macho o mujer, ofrecerá él sin mácula antes del SEÑOR.
Y pondrá su mano a la jefa de su ofrenda, y matar él en la puerta del tabernacle de la congregación: y los hijos de Aaron los sacerdotes sprinkle la sangre a la ronda de altar aproximadamente.
Y ofrecerá del sacrificio de la paz que ofrece una ofrenda hecha por disparar unto el SEÑOR; el gordo que covereth el hacia adentro, y todo el gordo aquello es al hacia adentro,
Y los dos riñones, y el gordos aquello es encima les, el cual es por los flancos, y el caul por encima del hígado, con los riñones, él toma fuera.
Y los hijos de Aaron lo quemarán encima el altar al sacrificio quemado, el cual es a la madera que es en el fuego: es una ofrenda hecho por fuego, de un dulce savour unto el SEÑOR.
Y si su ofrenda para un sacrificio de la paz que ofrece unto el SEÑOR ser del rebaño; macho o mujer, ofrecerá él sin mácula.
Si ofrece un cordero para su ofrenda, entonces lo ofrece antes de que el SEÑOR.
Y pondrá su mano a la jefa de su ofrenda, y matarlo antes de que el tabernacle de la congregación: y los hijos de Aaron sprinkle la sangre del mismo ronda aproximadamente al altar.
Y ofrecerá del sacrificio de la paz que ofrece una ofrenda hecha por disparar unto el SEÑOR; el gordo del mismo, y el anca entera, él toma de duro por el backbone; y el gordo que covereth el hacia adentro, y todo el gordo aquello es al hacia adentro,
Y los dos riñones, y el gordos aquello es a ellos, el cual es por los flancos, y el caul por encima del hígado, con los riñones, él toma fuera.
Y si su ofrenda es una cabra , entonces lo ofrecerá antes de que el SEÑOR.
Y pondrá su mano a la jefa de él, y matarlo antes de que el tabernacle de la congregación: y los hijos de Aaron sprinkle la sangre del mismo a la ronda de altar aproximadamente.
Y ofrecerá del mismo su ofrenda, incluso una ofrenda hecha por disparar unto el SEÑOR; el gordo que covereth el hacia adentro, y todo el gordo aquello es al hacia adentro,
Y los dos riñones, y el gordos aquello es a ellos, el cual es por los flancos, y el caul por encima del hígado, con los riñones, él toma fuera.
Y el sacerdote les quemará al altar: es la comida de la ofrenda hecha por fuego para un dulce savour: toda la grasa es la SEÑORA es.
Será un estatuto perpetuo para vuestras generaciones por todas partes todas vuestras habitaciones, aquel ye come tampoco gordo ni sangre.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, Si una alma pecará a través de ignorancia contra cualquier del commandments del SEÑOR respecto de cosas qué ought no para ser hechos, y hará en contra cualquiera de ellos:
Si el sacerdote que es anointed peca según el pecado de las personas; entonces dejado le traer para su pecado, el cual él hath pecado, un joven bullock sin mácula unto el SEÑOR para una ofrenda de pecado.
Y traerá el bullock unto la puerta del tabernacle de la congregación antes del SEÑOR; y pondrá su mano al bullock jefa, y matar el bullock antes del SEÑOR.
Y el sacerdote que es anointed tomará del bullock sangre, y traerlo al tabernacle de la congregación:
Y el sacerdote meterá su dedo en la sangre, y sprinkle de la sangre siete tiempo antes del SEÑOR, antes del vail del santuario.
Y el sacerdote pondrá algunos de la sangre a los cuernos del altar de incienso dulce antes del SEÑOR, el cual es en el tabernacle de la congregación; y vertirá toda la sangre del bullock en el fondo del altar de la ofrenda quemada, el cual es en la puerta del tabernacle de la congregación.
Y tomará fuera de él toda la grasa del bullock para la ofrenda de pecado; el gordo que covereth el hacia adentro, y todo el gordo aquello es al hacia adentro,
Y los dos riñones, y el gordos aquello es a ellos, el cual es por los flancos, y el caul por encima del hígado, con los riñones, él toma fuera,
Como estuvo tomado fuera del bullock del sacrificio de ofrendas de paz: y el sacerdote les quemará al altar de la ofrenda quemada.
Y la piel del bullock, y toda su carne, con su jefa, y con sus patas, y su hacia adentro, y su dung,
Incluso el enteros bullock lleva adelante sin el campamento unto un sitio limpio, donde las cenizas están vertidas fuera, y quemarle encima la madera con fuego: dónde las cenizas están vertidas fuera él ser quemados.
Y si la congregación entera de pecado de Israel a través de ignorancia, y la cosa ser escondido de los ojos de la asamblea, y han hecho un poco contra cualquier del commandments del SEÑOR respecto de cosas cuál no tendría que ser hecho, y es culpable;
Cuándo el pecado, el cual han pecado en contra lo, está sabido, entonces la congregación ofrecerá un joven bullock para el pecado, y traerle antes de que el tabernacle de la congregación.
Y los mayors de la congregación pondrán sus manos a la jefa del bullock antes del SEÑOR: y el bullock será matado antes del SEÑOR.
Y el sacerdote que es anointed traerá del bullock sangre al tabernacle de la congregación:
Y el sacerdote meterá su dedo en algunos de la sangre, y sprinkle lo siete tiempo antes del SEÑOR, incluso antes del vail.
Y pondrá algunos de la sangre a los cuernos del altar qué es antes del SEÑOR, aquello es en el tabernacle de la congregación, y vertirá fuera toda la sangre en el fondo del altar de la ofrenda quemada, el cual es en la puerta del tabernacle de la congregación.
Y tomará toda su grasa de él, y quemadura él al altar.
Y hará con el bullock como hizo con el bullock para una ofrenda de pecado, así que hace con este: y el sacerdote hará un atonement para ellos, y será perdonado les.
Y llevará adelante el bullock sin el campamento, y quemarle tan quemó el primer bullock: es una ofrenda de pecado para la congregación.
Cuándo un gobernante hath pecado, y hecho un poco a través de ignorancia contra cualquier del commandments del SEÑOR su Dios respecto de cosas cuál no tendría que ser hecho, y es culpable;
Y pondrá su mano a la jefa de la cabra, y matar él en el sitio donde matan la ofrenda quemada antes del SEÑOR: es una ofrenda de pecado .
Y el sacerdote tomará de la sangre de la ofrenda de pecado con su dedo, y puesto él a los cuernos del altar de ofrenda quemada, y vertirá fuera de su sangre en el fondo del altar de ofrenda quemada.
Y quemará toda su grasa al altar, como la grasa del sacrificio de ofrendas de paz: y el sacerdote hará un atonement para él tan respecto de su pecado, y será perdonado le.
Y si cualquiera del pecado de personas común a través de ignorancia, mientras él doeth un poco contra cualquier del commandments del SEÑOR respecto de cosas qué ought no para ser hechos, y ser culpables;
O si su pecado, el cual él hath pecado, venido a su conocimiento: entonces traerá su ofrenda, un niño de las cabras, una mujer sin mácula, para su pecar cuál él hath pecado.
Y el sacerdote tomará de la sangre del mismo con su dedo, y puesto él a los cuernos del altar de ofrenda quemada, y vertirá fuera toda la sangre del mismo en el fondo del altar.
Y tomará fuera todo el gordo del mismo, como la grasa está tomada fuera de del sacrificio de ofrendas de paz; y el sacerdote quemará él al altar para un dulce savour unto el SEÑOR; y el sacerdote hará un atonement para él, y será perdonado le.
Y si trae un cordero para una ofrenda de pecado, lo traerá una mujer sin mácula.
Y pondrá su mano a la jefa de la ofrenda de pecado, y slay él para una ofrenda de pecado en el sitio donde matan la ofrenda quemada.
Y el sacerdote tomará de la sangre de la ofrenda de pecado con su dedo, y puesto él a los cuernos del altar de ofrenda quemada, y vertirá fuera toda la sangre del mismo en el fondo del altar:
Y tomará fuera todo el gordo del mismo, como la grasa del cordero está tomada fuera del sacrificio de las ofrendas de paz; y el sacerdote les quemará al altar, según las ofrendas hicieron por disparar unto el SEÑOR: y el sacerdote hará un atonement para su pecado que él hath cometido, y será perdonado le.
Y si un pecado de alma, y oír la voz de jurar, y es un testigo, si él hath visto o sabido de él; si él no utter lo, entonces aguantará su iniquidad.
O si una alma toca cualquier unclean cosa, si lo ser un carcase de un unclean bestia, o un carcase de unclean ganado, o el carcase de unclean arrastrándose cosas, y si lo ser escondidos de él; también será unclean, y culpable.
O si toca el uncleanness de hombre, cualquier uncleanness lo ser que un hombre será defiled withal, y lo ser escondido de él; cuándo él knoweth de él, entonces será culpable.
O si una alma jura, pronunciando con sus labios para hacer mal, o para hacer bien, cualquier cosa lo ser que un hombre pronunciará con un oath, y lo ser escondido de él; cuándo él knoweth de él, entonces será culpable en uno de estos.
Y será, cuándo será culpable en uno de estas cosas, que confesará que él hath pecado en aquella cosa:
Y traerá suyo entra sin autorización ofrecer unto el SEÑOR para su pecar cuál él hath pecado, una mujer del rebaño, un cordero o un niño de las cabras, para una ofrenda de pecado; y el sacerdote hará un atonement para él concerniendo su pecado.
Y si no ser capaz de traer un cordero, entonces traerá para su entrar sin autorización, el cual él hath cometido, dos turtledoves, o dos palomos jóvenes, unto el SEÑOR; uno para una ofrenda de pecado, y el otro para una ofrenda quemada.
Y les traerá unto el sacerdote, quién ofrecerá aquello cuál es para el pecado que ofrece primero, y wring de su jefa de su cuello, pero no lo dividirá asunder:
Y él sprinkle de la sangre de la ofrenda de pecado al lado del altar; y el resto de la sangre será wrung fuera en el fondo del altar: es una ofrenda de pecado .
Y ofrecerá el segundo para una ofrenda quemada, según la manera: y el sacerdote hará un atonement para él para su pecar cuál él hath pecado, y será perdonado le.
Pero si no ser capaz de traer dos turtledoves, o dos palomos jóvenes, entonces él aquello pecó traerá para su ofreciendo la décima parte de un ephah de harina fina para una ofrenda de pecado; no pondrá ningún óleo a él, tampoco puso cualquier frankincense thereon: para es una ofrenda de pecado .
Entonces lo trae al sacerdote, y el sacerdote tomará su handful de él, incluso un conmemorativo del mismo, y quemarlo encima el altar, según las ofrendas hicieron por disparar unto el SEÑOR: es una ofrenda de pecado .
Y el sacerdote hará un atonement para él tan tocando su pecado que él hath pecado en uno de estos, y será perdonado le: y el resto será el sacerdote es, como ofrenda de carne.
Y el SEÑOR spake unto Moisés, refrán,
Si una alma comete un entrar sin autorización, y pecado a través de ignorancia, en las cosas santas del SEÑOR; entonces traerá para su entrar sin autorización unto el SEÑOR un carnero sin mácula fuera de los rebaños, con thy valoración por shekels de plata, después del shekel del santuario, para un entrar sin autorización ofrenda:
Y hará enmienda para el daño que él hath hecho en la cosa santa, y añadirá la quinta parte thereto, y darlo unto el sacerdote: y el sacerdote hará un atonement para él con el carnero del entrar sin autorización ofrenda, y será perdonado le.
Y si un pecado de alma, y cometer cualquiera de estas cosas qué está prohibido para ser hecho por el commandments del SEÑOR; aunque él wist lo no, todavía es culpable, y aguantará su iniquidad.
Y traerá un carnero sin mácula fuera del rebaño, con thy valoración, para un entrar sin autorización ofrenda, unto el sacerdote: y el sacerdote hará un atonement para él concerniendo su ignorancia donde él erred y wist lo no, y será perdonado le.
Es un entrar sin autorización ofrenda: él hath ciertamente entrado sin autorización contra el SEÑOR.
Y el SEÑOR spake unto Moisés, refrán,
O ha encontrado aquello cuál estuvo perdido, y lieth concerniéndolo, y sweareth falsamente; en cualquier de todo estos que un hombre doeth, pecando therein:
Entonces será, porque él hath pecado, y es culpable, que restaurará aquello cuál tomó apresivamente fuera, o la cosa qué él hath con falsedad cogido, o aquello cuál estuvo entregado le para mantener, o la cosa perdida qué encontró,
O todo que aproximadamente cuál él hath jurado falsamente; incluso restaurará él en el principal, y añadirá la quinta parte más thereto, y darlo unto le a quien lo appertaineth, en el día de su entrar sin autorización ofrenda.
Orden Aaron y sus hijos, refrán, Esto es la ley de la ofrenda quemada: es la ofrenda quemada , debido al quemando al altar toda la noche unto la mañana, y el fuego del altar será quemar en él.
Y aplazará su garments, y puesto en otro garments, y llevar adelante las cenizas sin el campamento unto un sitio limpio.
Y el fuego al altar será quemar en él; no será puesto fuera: y el sacerdote quemará madera encima lo cada mañana, y poner la ofrenda quemada en orden a él; y quemará thereon la grasa de las ofrendas de paz.
El fuego nunca será quemando al altar; nunca saldrá.
Y tomará de él su handful, de la harina de la ofrenda de carne, y del óleo del mismo, y todo el frankincense cuál es a la ofrenda de carne, y quemará él al altar para un dulce savour, incluso el monumento de él, unto el SEÑOR.
Y el resto del mismo Aaron y sus hijos comen: con unleavened pan ser comido en el sitio santo; en la corte del tabernacle de la congregación lo comerán.
No será baken con leaven. Lo he dado unto les para su porción de mis ofrendas hizo por fuego; es más santo, como es la ofrenda de pecado, y como el entrar sin autorización ofrenda.
Todos los machos entre los niños de Aaron comerán de él. Será un estatuto para siempre en vuestras generaciones respecto de las ofrendas del SEÑOR hecho por fuego: cada uno aquello toucheth les será santo.
Y el SEÑOR spake unto Moisés, refrán,
Esto es la ofrenda de Aaron y de sus hijos, el cual ofrecerán unto el SEÑOR en el día cuándo es anointed; la décima parte de un ephah de harina fina para una carne que ofrece perpetuo, mitad de él por la mañana, y medio del mismo por la noche.
En una cacerola será hecho con óleo; y cuándo es baken, thou shalt trae él en: y el baken piezas de la carne que ofrece shalt thou oferta para un dulce savour unto el SEÑOR.
Y el sacerdote de sus hijos que es anointed en su stead lo ofrecerá: es un estatuto para siempre unto el SEÑOR; será completamente quemó.
Para cada ofrenda de carne para la sacerdotisa será completamente quemó: no será comido.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Aaron y a sus hijos, refrán, Esto es la ley de la ofrenda de pecado: En el sitio donde la ofrenda quemada es asesinada la ofrenda de pecado ser matado antes del SEÑOR: es más santo.
El sacerdote que offereth él para pecado lo comerá: en el sitio santo ser comido, en la corte del tabernacle de la congregación.
Cualquier cosa tocará la carne del mismo será santa: y cuándo hay sprinkled de la sangre del mismo a cualquier garment, thou shalt lavado que whereon era sprinkled en el sitio santo.
Pero el earthen vaso donde es sodden será roto: y si lo ser sodden en un brasen olla, será ambos registrado, y rinsed en agua.
Todos los machos entre los sacerdotes comerán del mismo: es más santo.
Y ninguna ofrenda de pecado, de lo que cualquiera de la sangre está traído al tabernacle de la congregación para reconciliar withal en el sitio santo, será comido: será quemado en el fuego.
Así mismo esto es la ley del entrar sin autorización ofrenda: es más santo.
En el sitio donde matan la ofrenda quemada matan el entrar sin autorización ofrenda: y la sangre del mismo él sprinkle ronda aproximadamente al altar.
Y ofrecerá de él todo el gordo del mismo; el anca, y el gordo que covereth el hacia adentro,
Y el sacerdote les quemará al altar para una ofrenda hecha por disparar unto el SEÑOR: es un entrar sin autorización ofrenda.
Cada macho entre los sacerdotes comerá del mismo: será comido en el sitio santo: es más santo.
Como la ofrenda de pecado es, así que es el entrar sin autorización ofrenda: hay una ley para ellos: el sacerdote que maketh atonement therewith lo tendrá.
Y el sacerdote que offereth cualquier hombre está quemado ofrenda , incluso el sacerdote se tendrá que la piel del quemado ofreciendo cuál él hath ofrecido.
Y toda la carne que ofrece que es baken en el horno, y todo aquello está vestido en el fryingpan, y en la cacerola, será el sacerdote es aquello offereth lo.
Y cada ofrenda de carne, mezclado con óleo, y seco, todo los hijos de Aaron tienen, uno tanto como otro.
Y esto es la ley del sacrificio de ofrendas de paz, el cual ofrecerá unto el SEÑOR.
Y de él ofrecerá uno fuera del entero oblation para un alzar ofreciendo unto el SEÑOR, y será el sacerdote es que sprinkleth la sangre de las ofrendas de paz.
Y la carne del sacrificio de sus ofrendas de paz para acción de gracias serán comidas el mismo día que está ofrecido; no dejará cualquiera de él hasta que la mañana.
Pero el resto de la carne del sacrificio en el tercer día será quemado con fuego.
Y si cualquiera de la carne del sacrificio de sus ofrendas de paz ser comidos en absoluto en el tercer día, no será aceptado, tampoco ser imputó unto le aquello offereth lo: será una abominación , y el alma que eateth de él aguantará su iniquidad.
Y la carne que toucheth cualquier unclean la cosa no será comida; será quemado con fuego: y en cuanto a la carne, todo aquello ser limpio comerá del mismo.
Pero el alma que eateth de la carne del sacrificio de ofrendas de paz, aquel pertain unto el SEÑOR, habiendo su uncleanness a él, incluso que el alma será cortada fuera de sus personas.
Además el alma que tocará cualquier unclean cosa, como el uncleanness de hombre, o cualquier unclean bestia, o cualquier abominable unclean cosa, y comer de la carne del sacrificio de ofrendas de paz, el cual pertain unto el SEÑOR, incluso que el alma será cortada fuera de sus personas.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, Ye comerá ninguna manera de gordo, de ox, o de ovejas, o de cabra.
Y la grasa de la bestia que dieth de él, y la grasa de aquel cuál está desgarrado con bestias, puede ser utilizado en cualquier otro uso: pero ye en ningún sensato comer de él.
Para whosoever eateth la grasa de la bestia, del cual los hombres ofrecen una ofrenda hecha por disparar unto el SEÑOR, incluso el alma que eateth lo será cortado fuera de sus personas.
Además ye comerá ninguna manera de sangre, si lo ser de ave o de bestia, en cualquier de vuestras habitaciones.
Cualquier alma él ser aquel eateth cualquier manera de sangre, incluso que el alma será cortada fuera de sus personas.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, Él aquello offereth el sacrificio de sus ofrendas de paz unto el SEÑOR traerá su oblation unto el SEÑOR del sacrificio de sus ofrendas de paz.
Y el sacerdote quemará la grasa al altar: pero el seno será Aaron es y sus hijos'.
Y el hombro derecho ye dar unto el sacerdote para un alzar ofreciendo de los sacrificios de vuestras ofrendas de paz.
Él entre los hijos de Aaron, aquello offereth la sangre de las ofrendas de paz, y la grasa, tendrá el hombro derecho para su parte.
Para el seno ondulatorio y el alzar el hombro tiene I tomado de los niños de Israel de de los sacrificios de sus ofrendas de paz, y les ha dado unto Aaron el sacerdote y unto sus hijos por un estatuto para siempre de entre los niños de Israel.
Esto es la porción de la unción de Aaron, y de la unción de sus hijos, fuera de las ofrendas del SEÑOR hecho por fuego, en el día cuándo les presentó a ministro unto el SEÑOR en la oficina del sacerdote;
Esto es la ley de la ofrenda quemada, de la ofrenda de carne, y de la ofrenda de pecado, y del entrar sin autorización ofrenda, y de las consagraciones, y del sacrificio de las ofrendas de paz;
Qué el SEÑOR mandó Moisés en montar Sinai, en el día que mandó los niños de Israel para ofrecer su oblations unto el SEÑOR, en el wilderness de Sinai.
Y el SEÑOR spake unto Moisés, refrán,
Toma Aaron y sus hijos con él, y el garments, y el óleo de unción, y un bullock para la ofrenda de pecado, y dos carneros, y una cesta de unleavened pan;
Y reunir thou toda la congregación junta unto la puerta del tabernacle de la congregación.
Y Moisés hizo como el SEÑOR le mandó; y la asamblea estuvo reunida junta unto la puerta del tabernacle de la congregación.
Y Moisés dijo unto la congregación, Esto es la cosa qué el SEÑOR mandó para ser hecho.
Y Moisés trajo Aaron y sus hijos, y les lavó con agua.
Y puso a él la capa, y girded le con el girdle, y clothed le con la toga, y poner el ephod a él, y él girded le con el curioso girdle del ephod, y lo ató unto le therewith.
Y puso el breastplate a él: también puso en el breastplate el Urim y el Thummim.
Y puso la mitra a su jefa; también a la mitra, incluso a su forefront, puso el plato dorado, la corona santa; como el SEÑOR mandó Moisés.
Y él sprinkled del mismo al altar siete tiempo, y anointed el altar y todas sus vaso, tanto el laver y su pie, para santificarles.
Y vertió del óleo de unción a la jefa de Aaron, y anointed le, para santificarle.
Y Moisés trajo los hijos de Aaron, y poner capas a ellos, y girded les con girdles, y poner sombreros a ellos; como el SEÑOR mandó Moisés.
Y trajo el bullock para la ofrenda de pecado: y Aaron y sus hijos pusieron sus manos a la jefa del bullock para la ofrenda de pecado.
Y él slew lo; y Moisés tomó la sangre, y puesto él a los cuernos de la ronda de altar aproximadamente con su dedo, y purified el altar, y vertió la sangre en el fondo del altar, y lo santificó, para hacer reconciliación a él.
Y tomó todo el gordo aquello era al hacia adentro, y el caul por encima del hígado, y los dos riñones, y su grasa, y Moisés quemó él al altar.
Pero el bullock, y su escondrijo, su carne, y su dung, quemó con fuego sin el campamento; como el SEÑOR mandó Moisés.
Y trajo el carnero para la ofrenda quemada: y Aaron y sus hijos pusieron sus manos a la jefa del carnero.
Y lo mató; y Moisés sprinkled la sangre a la ronda de altar aproximadamente.
Y cortó el carnero a piezas; y Moisés quemó la jefa, y las piezas, y la grasa.
Y lavó el hacia adentro y las patas en agua; y Moisés quemó el carnero entero al altar: era un sacrificio quemado para un dulce savour, y una ofrenda hecha por disparar unto el SEÑOR; como el SEÑOR mandó Moisés.
Y trajo el otro carnero, el carnero de consagración: y Aaron y sus hijos pusieron sus manos a la jefa del carnero.
Y él slew lo; y Moisés tomó de la sangre de él, y puesto él a la punta de la oreja derecha de Aaron, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho.
Y trajo los hijos de Aaron, y Moisés puso de la sangre a la punta de su oreja derecha, y a los pulgares de sus manos derechas, y a los dedos sumos de sus pies derechos: y Moisés sprinkled la sangre a la ronda de altar aproximadamente.
Y fuera de la cesta de unleavened pan, aquello era antes del SEÑOR, tomó uno unleavened pastel, y un pastel de oiled pan, y una oblea, y puesto les encima la grasa, y al hombro derecho:
Y Moisés les tomó de de sus manos, y les quemó encima el altar a la ofrenda quemada: eran consagraciones para un dulces savour: es una ofrenda hecho por disparar unto el SEÑOR.
Y Moisés tomó el seno, y agitó él para una ofrenda ondulatoria antes del SEÑOR: para del carnero de consagración era Moisés ' parte; como el SEÑOR mandó Moisés.
Y Moisés tomó del óleo de unción, y de la sangre qué era al altar, y sprinkled él a Aaron, y a su garments, y a sus hijos, y a sus hijos' garments con él; y Aaron santificado, y su garments, y sus hijos, y sus hijos' garments con él.
Y Moisés dijo unto Aaron y a sus hijos, Hervir la carne en la puerta del tabernacle de la congregación: y allí comer él con el pan que es en la cesta de consagraciones, como mandé, refrán, Aaron y sus hijos lo comerán.
Y que qué remaineth de la carne y del pan ye quemadura con fuego.
Y ye no saldrá de la puerta del tabernacle de la congregación en siete días, hasta los días de vuestra consagración ser al final: para siete días te consagras.
Como él hath hecho este día, así que el SEÑOR hath mandado para hacer, para hacer un atonement para ti.
Por tanto ye soportar en la puerta del tabernacle de la congregación día y noche siete días, y mantener el cargo del SEÑOR, aquel ye dado no: para tan estoy mandado.
Así que Aaron y sus hijos todo cosas qué el SEÑOR mandado por la mano de Moisés.
Y vino para pasar en el octavo día, que Moisés llamó Aaron y sus hijos, y los mayors de Israel;
Y dijo unto Aaron, Toma thee un joven calf para una ofrenda de pecado, y un carnero para una ofrenda quemada, sin mácula, y ofrecerles antes de que el SEÑOR.
Y unto los niños de Israel thou shalt habla, refrán, Toma ye un niño de las cabras para una ofrenda de pecado; y un calf y un cordero, ambos del primer año, sin mácula, para una ofrenda quemada;
También un bullock y un carnero para ofrendas de paz, para sacrificar antes del SEÑOR; y una carne que ofrece mezclado con óleo: para a día el SEÑOR parecerá unto te.
Y trajeron que qué Moisés mandó antes del tabernacle de la congregación: y toda la congregación dibujó cercana y estado antes del SEÑOR.
Y Moisés dijo, Esto es la cosa qué el SEÑOR mandó que ye tendría que hacer: y la gloria de la SEÑORA parecerá unto te.
Y Moisés dijo unto Aaron, Va unto el altar, y ofrecer thy ofrenda de pecado, y thy ofrenda quemada, y hacer un atonement para thyself, y para las personas: y ofrecer la ofrenda de las personas, y hacer un atonement para ellos; como el SEÑOR mandó.
Aaron por tanto fue unto el altar, y slew el calf de la ofrenda de pecado, el cual era para él.
Y los hijos de Aaron trajeron la sangre unto le: y metió su dedo en la sangre, y puesto él a los cuernos del altar, y vertido fuera de la sangre en el fondo del altar:
Pero la grasa, y los riñones, y el caul por encima del hígado de la ofrenda de pecado, quemó al altar; como el SEÑOR mandó Moisés.
Y él slew la ofrenda quemada; y los hijos de Aaron presentaron unto le la sangre, el cual él sprinkled ronda aproximadamente al altar.
Y presentaron la ofrenda quemada unto le, con las piezas del mismo, y la jefa: y les quemó al altar.
Y lavó el hacia adentro y las patas, y les quemó a la ofrenda quemada en el altar.
Y trajo la ofrenda de las personas, y tomó la cabra, el cual era la ofrenda de pecado para las personas, y slew lo, y ofreció él para pecado, como el primero.
Y trajo la ofrenda de carne, y tomó un handful del mismo, y quemó él al altar, junto al sacrificio quemado de la mañana.
Él slew también el bullock y el carnero para un sacrificio de ofrendas de paz, el cual era para las personas: y los hijos de Aaron presentaron unto le la sangre, el cual él sprinkled a la ronda de altar aproximadamente,
Y la grasa del bullock y del carnero, el anca, y que qué covereth el hacia adentro, y los riñones, y el caul por encima del hígado:
Y pusieron la grasa a los senos, y quemó la grasa al altar:
Y los senos y el hombro derecho Aaron agitaron para una ofrenda ondulatoria antes del SEÑOR; como Moisés mandó.
Y Aaron lifted arriba de su mano hacia las personas, y bendecidos les, y vino abajo de ofrecer de la ofrenda de pecado, y la ofrenda quemada, y ofrendas de paz.
Y Moisés y Aaron fueron al tabernacle de la congregación, y salió, y bendecido las personas: y la gloria de la SEÑORA pareció unto todas las personas.
Y allí vino un fuego fuera de antes de que el SEÑOR, y consumido al altar la ofrenda quemada y la grasa: cuál cuándo todo las personas vieron, gritaron, y cayó en sus caras.
Y Nadab y Abihu, los hijos de Aaron, tomó cualquiera de ellos su censer, y fuego puesto therein, e incienso puesto thereon, y fuego extraño ofrecido antes del SEÑOR, el cual les mandó no.
Y allí salió fuego del SEÑOR, y les devoró, y murieron antes del SEÑOR.
Entonces Moisés dijo unto Aaron, Esto es que el SEÑOR spake, refrán, seré santificado en ellos aquello viene nigh me, y antes de que todas las personas seré glorificado. Y Aaron aguantó su paz.
Y Moisés llamó Mishael y Elzaphan, los hijos de Uzziel el tío de Aaron, y dijo unto les, Venido cercano, llevar vuestros hermanos de antes de que el santuario fuera del campamento.
Así que fueron cercanos, y les llevó en sus capas fuera del campamento; como Moisés había dicho.
Y Moisés dijo unto Aaron, y unto Eleazar y unto Ithamar, sus hijos, Uncover no vuestras jefas, tampoco rend vuestra ropa; lest ye dado, y lest la ira venida a todas las personas: pero dejar vuestros hermanos, la casa entera de Israel, bewail el en llamas cuál el SEÑOR hath kindled.
Y ye no saldrá de la puerta del tabernacle de la congregación, lest ye dado: para el óleo de unción del SEÑOR es a ti. E hicieron según la palabra de Moisés.
Y el SEÑOR spake unto Aaron, refrán,
no bebe vino ni bebida fuerte, thou, ni thy hijos con thee, cuándo ye ir al tabernacle de la congregación, lest ye dado: será un estatuto para siempre durante vuestras generaciones:
Y que ye puede poner diferencia entre santo y unholy, y entre unclean y limpio;
Y que ye puede enseñar los niños de Israel todos los estatutos qué el SEÑOR hath hablado unto les por la mano de Moisés.
Y Moisés spake unto Aaron, y unto Eleazar y unto Ithamar, sus hijos que quedó, Tomar la carne que ofrece que remaineth de las ofrendas del SEÑOR hecho por fuego, y comer él sin leaven junto al altar: para es más santo:
Y ye comerá él en el sitio santo, porque es thy previsto, y thy hijos' previstos, de los sacrificios del SEÑOR hecho por fuego: para tan estoy mandado.
Y el seno ondulatorio y alzar hombro ye comer en un sitio limpio; thou, y thy hijos, y thy hijas con thee: para ellos ser thy previstos, y thy hijos' previstos, los cuales están dados fuera de los sacrificios de ofrendas de paz de los niños de Israel.
El alzar hombro y el seno ondulatorio traen con las ofrendas hicieron por fuego de la grasa, para agitar él para una ofrenda ondulatoria antes del SEÑOR; y será thine, y thy hijos' con thee, por un estatuto para siempre; como el SEÑOR hath mandó.
Y Moisés diligentemente buscó la cabra de la ofrenda de pecado, y, behold, estuvo quemado: y era enojado con Eleazar e ithamar, los hijos de Aaron cuál quedó vivo, refrán,
Wherefore haber ye no comido la ofrenda de pecado en el sitio santo, viendo es más santo, y Dios hath dado lo te para aguantar la iniquidad de la congregación, para hacer atonement para ellos antes de que el SEÑOR?
Behold, la sangre de no fue traído en dentro del sitio santo: ye de hecho tendría que haber comido él en el sitio santo, como mandé.
Y Aaron dijo unto Moisés, Behold, este día tiene ofrecieron su ofrenda de pecado y su ofrenda quemada antes del SEÑOR; y tales cosas haber befallen me: y si había comido el pecado que ofrece a día, tener que ha sido aceptado en la vista del SEÑOR?
Y cuándo Moisés oyó que, era contenido .
Y el SEÑOR spake unto Moisés y a Aaron, diciendo unto les,
Habla unto los niños de Israel, refrán, Estos son las bestias qué ye comerá entre todas las bestias que es en la tierra.
Cualquier cosa parteth el hoof, y es clovenfooted, y cheweth el cud, entre las bestias, aquello ye come.
No obstante estos ye no comer de ellos aquello mastica el cud, o de ellos aquello divide el hoof: como el camello, porque él cheweth el cud, pero divideth no el hoof; es unclean unto te.
Y el coney, porque él cheweth el cud, pero divideth no el hoof; es unclean unto te.
Y la liebre, porque él cheweth el cud, pero divideth no el hoof; es unclean unto te.
De su carne ye no comer, y su carcase ye no tocar; son unclean a ti.
Estos ye comer de todo aquel es en las aguas: cualquier hath aletas y balanza en las aguas, en los mares, y en los ríos, les ye come.
Y todo aquello ha no aletas y balanza en los mares, y en los ríos, de todo aquel movimiento en las aguas, y de cualquier cosa viviente qué es en las aguas, serán una abominación unto te:
serán incluso una abominación unto te; ye no comerá de su carne, pero ye tendrá su carcases en abominación.
Cualquier cosa hath ninguna aleta ni balanza en las aguas, aquello será una abominación unto te.
Y estos son cuáles ye tendrá en abominación entre las aves; no serán comidos, son una abominación : el águila, y el ossifrage, y el ospray,
Y el buitre, y la cometa después de su clase;
Cada cuervo después de su clase;
Y el búho, y la noche hawk, y el cuckow, y el hawk después de su clase,
Y el poco búho, y el cormorant, y el búho sumo,
Y el cisne, y el pelican, y el gier águila,
Y la cigüeña, el heron después de su clase, y el lapwing, y el murciélago.
Todas las aves que se arrastra, yendo a todo cuatro, será una abominación unto te.
Incluso estos de ellos ye puede comer; el locust después de su clase, y el bald locust después de su clase, y el escarabajo después de su clase, y el grasshopper después de su clase.
Pero todo otro vuelo que se arrastra cosas, los cuales tienen cuatro pies, será una abominación unto te.
Y para estos ye será unclean: whosoever toucheth el carcase de ellos serán unclean hasta el incluso.
Y whosoever beareth ought del carcase de ellos lavarán su ropa, y ser unclean hasta el incluso.
Y cualquier cosa goeth a su paws, entre toda manera de bestias que va en todo cuatro, aquellos son unclean unto te: whoso toucheth su carcase será unclean hasta el incluso.
Y él aquello beareth el carcase de ellos lavarán su ropa, y ser unclean hasta el incluso: son unclean unto te.
Estos también serán unclean unto tú entre las cosas de arrastrar que se arrastra a la tierra; la comadreja, y el ratón, y el tortuga después de su clase,
Y el hurón, y el camaleón, y el lagarto, y el caracol, y el topo.
Estos son unclean a ti entre todo aquel arrastrarse: whosoever doth les toca, cuándo ellos ser muertos, será unclean hasta el incluso.
Y cada earthen vaso, whereinto cualquiera de ellos falleth, cualquier cosa es en él será unclean; y ye lo romperá.
De toda carne cuáles pueden ser comidos, aquello en qué tal agua cometh será unclean: y todos beben que puede ser bebido en cada tal vaso será unclean.
Y cada cosa whereupon cualquier parte de su carcase falleth será unclean; si lo ser horno, o gamas para ollas, serán rotos abajo: para son unclean, y será unclean unto te.
No obstante una fuente o fosa, donde hay abundancia de agua, será limpio: pero que qué toucheth su carcase será unclean.
Y si cualquier parte de su carcase caída a cualquier sowing sembrar cuál es para ser sown, será limpio.
Pero si cualquier agua ser puesto a la semilla, y cualquier parte de su carcase caída thereon, será unclean unto te.
Y si cualquier bestia, del cual ye puede comer, dado; él aquello toucheth el carcase del mismo será unclean hasta el incluso.
Y él aquello eateth del carcase de él lavará su ropa, y ser unclean hasta el incluso: él también que beareth el carcase de él lavará su ropa, y ser unclean hasta el incluso.
Y cada cosa de arrastrar que creepeth a la tierra será una abominación ; no será comido.
Cualquier goeth al vientre, y cualquier cosa goeth a todo cuatro, o cualquier cosa hath más pies entre todo arrastrándose cosas que se arrastra a la tierra, les ye no comerá; para son una abominación .
Ye No prpers hará abominable con cualquier cosa de arrastrar que creepeth, tampoco ye marca vosotros unclean con ellos, aquel ye tendría que ser defiled así.
Para soy el SEÑOR vuestro Dios: ye por tanto prpers santificará, y ye será santo; para soy santo: tampoco ye defile vosotros con cualquier manera de arrastrarse cosa que creepeth a la tierra.
Para soy el SEÑOR que bringeth te arriba fuera de la tierra de Egipto, para ser vuestro Dios: ye por tanto será santo, para soy santo.
Esto es la ley de las bestias, y de la ave, y de cada criatura viviente que moveth en las aguas, y de cada criatura que creepeth a la tierra:
para hacer una diferencia entre el unclean y el limpio, y entre la bestia que puede ser comido y la bestia que no puede ser comido.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, Si una mujer ha concebido semilla, y nato un niño de hombre: entonces será unclean siete días; según los días de la separación para su infirmity ella ser unclean.
Y en el octavo día la carne de su foreskin será circumcised.
Y entonces continuará en la sangre de su purifying tres y treinta días; tocará ningún hallowed cosa, ni venido al santuario, hasta los días de su purifying ser cumplidos.
Pero si aguanta un niño de sirvienta, entonces será unclean dos semanas, como en su separación: y continuará en la sangre de su purifying threescore y seis días.
Y cuándo los días de su purifying está cumplido, para un hijo, o para una hija, traerá un cordero del primer año para una ofrenda quemada, y un palomo joven, o un turtledove, para una ofrenda de pecado, unto la puerta del tabernacle de la congregación, unto el sacerdote:
Quién lo ofrecerá antes de que el SEÑOR, y hacer un atonement para su; y será cleansed del asunto de su sangre. Esto es la ley para su aquel hath nato un macho o una mujer.
Y si no ser capaz de traer un cordero, entonces traerá dos tortugas, o dos palomos jóvenes; el para la ofrenda quemada, y el otro para una ofrenda de pecado: y el sacerdote hará un atonement para su, y será limpia.
Y el SEÑOR spake unto Moisés y Aaron, refrán,
Cuándo un hombre tendrá en la piel de su carne un ascendiendo, un scab, o algo brillante, y lo ser en la piel de su carne como la plaga de lepra; entonces será traído unto Aaron el sacerdote, o unto uno de sus hijos los sacerdotes:
Y el sacerdote mirará en la plaga en la piel de la carne: y cuándo el cabello en la plaga está girado blanco, y la plaga a la vista ser más profundo que la piel de su carne, es una plaga de lepra: y el sacerdote mirará encima le, y pronunciarle unclean.
Si la algo brillante es blanco en la piel de su carne, y a la vista no ser más profundo que la piel, y el cabello del mismo no ser blanco girado; entonces el sacerdote cerrará arriba le que hath la plaga siete días:
Y el sacerdote mirará encima le el séptimo día: y, behold, si la plaga en su vista ser en una estancia, y la plaga extiende no en la piel; entonces el sacerdote le cerrará arriba siete días más:
Y el sacerdote mirará encima le otra vez el séptimo día: y, behold, si la plaga ser un poco oscuro, y la plaga extiende no en la piel, el sacerdote le pronunciará limpio: es pero un scab: y lavará su ropa, y ser limpio.
Pero si el scab propagación mucho en el extranjero en la piel, después que él hath sido visto del sacerdote para su limpiador, será visto del sacerdote otra vez:
Y si el sacerdote ve que, behold, el scab spreadeth en la piel, entonces el sacerdote le pronunciará unclean: es una lepra .
Cuándo la plaga de lepra es en un hombre, entonces será trajo unto el sacerdote;
Y el sacerdote le verá: y, behold, si el ascendiendo ser blanco en la piel, y ha girado el blanco de cabello, y allí ser carne cruda rápida en el ascendiendo;
es una lepra vieja en la piel de su carne, y el sacerdote le pronunciará unclean, y no le cerrará arriba: para es unclean.
Y si una pausa de lepra fuera en el extranjero en la piel, y la lepra cubre toda la piel de él que hath la plaga de su jefa incluso a su pie, wheresoever el sacerdote looketh;
Entonces el sacerdote considerará: y, behold, si la lepra ha cubierto toda su carne, le pronunciará limpio que hath la plaga: es todo giró blanco: es limpio.
Pero cuándo carne cruda appeareth en él, será unclean.
Y el sacerdote verá la carne cruda, y pronunciarle para ser unclean: para la carne cruda es unclean: es una lepra .
O si el turno de carne crudo otra vez, y ser cambiado unto blanco, vendrá unto el sacerdote;
Y el sacerdote le verá: y, behold, si la plaga ser girado a blanco; entonces el sacerdote le pronunciará limpio que hath la plaga: es limpio.
La carne también, en qué, incluso en la piel del mismo, era un hervir, y está curado,
Y si, cuándo el sacerdote seeth lo, behold, lo ser a la vista más bajo que la piel, y el cabello del mismo ser blanco girado; el sacerdote le pronunciará unclean: es una plaga de la lepra rota fuera del hervir.
Pero si el cariz de sacerdote encima lo, y, behold, allí ser ningún cabello blanco therein, y si lo no ser bajar que la piel, pero ser un poco oscuro; entonces el sacerdote le cerrará arriba siete días:
Y si extendió mucho en el extranjero en la piel, entonces el sacerdote le pronunciará unclean: es una plaga .
O si allí ser cualquier carne, en la piel de lo que allí es un caliente en llamas, y la carne rápida que burneth tener una algo brillante blanca, un poco rojizo, o blanco;
Pero si el cariz de sacerdote encima lo, y, behold, allí ser ningún cabello blanco en la algo brillante, y lo ser ningún más bajo que la otra piel, pero ser un poco oscuro; entonces el sacerdote le cerrará arriba siete días:
Y el sacerdote mirará a él el séptimo día: y si lo ser extendido mucho en el extranjero en la piel, entonces el sacerdote le pronunciará unclean: es la plaga de lepra.
Y si la estancia de algo brillante en su sitio, y extiende no en la piel, pero lo ser un poco oscuro; es un ascendiendo del en llamas, y el sacerdote le pronunciará limpio: para es una inflamación del en llamas.
Si un hombre o la mujer tienen una plaga a la jefa o la barba;
Entonces el sacerdote verá la plaga: y, behold, si lo ser a la vista más profundo que la piel; y allí ser en él un cabello delgado amarillo; entonces el sacerdote le pronunciará unclean: es un seco scall, incluso una lepra a la jefa o barba.
Y si el cariz de sacerdote en la plaga del scall, y, behold, lo no ser a la vista más profundo que la piel, y que hay no cabello negro en él; entonces el sacerdote cerrará arriba le que hath la plaga del scall siete días:
Y en el séptimo día el sacerdote mirará en la plaga: y, behold, si el scall extiende no, y allí ser en él ningún cabello amarillo, y el scall no ser a la vista más profundo que la piel;
será shaven, pero el scall no afeita; y el sacerdote cerrará arriba le que hath el scall siete días más:
Y en el séptimo día el sacerdote mirará en el scall: y, behold, si el scall no ser extendido en la piel, ni ser a la vista más profundo que la piel; entonces el sacerdote le pronunciará limpio: y lavará su ropa, y ser limpio.
Pero si el scall propagación mucho en la piel después de su limpiador;
Entonces el sacerdote mirará encima le: y, behold, si el scall ser extendido en la piel, el sacerdote no buscará para cabello amarillo; es unclean.
Pero si el scall ser en su vista en una estancia, y que hay cabello negro crecido arriba de therein; el scall está curado, es limpio: y el sacerdote le pronunciará limpio.
Si un hombre también o una mujer tiene en la piel de su carne algo brillantes, incluso algo brillantes blancas;
Entonces el sacerdote mirará: y, behold, si las algo brillantes en la piel de su carne ser darkish blanco; es un freckled algo que groweth en la piel; es limpio.
Y el hombre cuyo cabello está bajado de punto su jefa , es bald; todavía es limpia.
Y él aquello hath su cabello bajado de punto de la parte de su jefa hacia su cara, es frente bald: todavía es limpia.
Y si allí ser en el bald jefa, o bald frente, una llaga rojiza blanca; es una lepra saltado arriba en su bald jefa, o su bald frente.
Entonces el sacerdote mirará a él: y, behold, si el ascendiendo del dolorido ser blanco rojizo en su bald jefa, o en su bald frente, como la lepra appeareth en la piel de la carne;
es un leprous hombre, es unclean: el sacerdote le pronunciará absolutamente unclean; su plaga es en su jefa.
Y el leper en quien la plaga es, su ropa será alquiler , y su jefa bare, y pondrá una cobertura a su labio superior, y llorará, Unclean, unclean.
Todos los días donde la plaga será en él será defiled; es unclean: morará sólo; sin el campamento su habitation ser.
El garment también que la plaga de lepra es en, si lo ser un woollen garment, o un lino garment;
Si lo ser en el urdimbre, o woof; de lino, o de woollen; si en una piel, o en cualquier cosa hecha de piel;
Y si la plaga ser verdoso o rojizo en el garment, o en la piel, cualquiera en el urdimbre, o en el woof, o en cualquier cosa de piel; es una plaga de lepra, y será shewed unto el sacerdote:
Y el sacerdote mirará a la plaga, y cerrado arriba lo que hath la plaga siete días:
Por tanto quemará que garment, si urdimbre o woof, en woollen o en lino, o cualquier cosa de piel, donde la plaga es: para es un fretting lepra; será quemado en el fuego.
Y si el sacerdote mirará, y, behold, la plaga no ser extendida en el garment, cualquiera en el urdimbre, o en el woof, o en cualquier cosa de piel;
Entonces el sacerdote mandará que lavan la cosa donde la plaga es, y lo cerrará arriba siete días más:
Y si el cariz de sacerdote, y, behold, la plaga ser un poco oscuro después del lavando de él; entonces él rend él fuera del garment, o fuera de la piel, o fuera del urdimbre, o fuera del woof:
Y si aparece todavía en el garment, cualquiera en el urdimbre, o en el woof, o en cualquier cosa de piel; es una plaga de extender : thou shalt quemadura que donde la plaga es con fuego.
Y el garment, cualquier urdimbre, o woof, o cualquier cosa de piel él ser, el cual thou shalt lavado, si la plaga ser departed de ellos, entonces será lavado el segundo tiempo, y será limpio.
Y el SEÑOR spake unto Moisés, refrán,
Esto será la ley del leper en el día de su limpiador: será trajo unto el sacerdote:
Y el sacerdote irá adelante fuera del campamento; y el sacerdote mirará, y, behold, si la plaga de lepra ser curado en el leper;
Entonces la orden de sacerdote para tomar para él aquello es para ser cleansed dos pájaros vivos y limpios, y madera de cedro, y escarlata, e hisopo:
Y el sacerdote mandará que uno de los pájaros ser matados en un earthen vaso encima agua corriente:
En cuanto al pájaro viviente, lo tomará, y la madera de cedro, y la escarlata, y el hisopo, y les meterá y el pájaro viviente en la sangre del pájaro que fue asesinado sobre el agua corriente:
Y él sprinkle a él aquello es para ser cleansed de la lepra siete tiempo, y le pronunciará limpio, y dejará el pájaro viviente suelto al campo abierto.
Y él aquello es para ser cleansed lavará su ropa, y afeitar fuera todo su cabello, y lo lavar en agua, que puede ser limpio: y después que vendrá al campamento, y tarry en el extranjero fuera de su tienda siete días.
Pero será en el séptimo día, que afeitará todo su cabello de su jefa y su barba y sus cejas, incluso todo su cabello afeitará fuera: y lavará su ropa, también lavará su carne en agua, y será limpio.
Y en el octavo día tomará dos él corderos sin mácula, y uno ewe cordero del primer año sin mácula, y tres décimos tratos de harina fina para una ofrenda de carne, mezclado con óleo, y un registro de óleo.
Y el sacerdote que maketh le limpio presentará el hombre que es para ser hecho limpio, y aquellas cosas, antes del SEÑOR, en la puerta del tabernacle de la congregación:
Y el sacerdote tomará uno él cordero, y ofrecerle para un entrar sin autorización ofrenda, y el registro de óleo, y agitarles para una ofrenda ondulatoria antes del SEÑOR:
Y el sacerdote tomará algunos de la sangre del entrar sin autorización ofrenda, y el sacerdote pondrá él a la punta de la oreja derecha de él aquello es para ser cleansed, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho:
Y el sacerdote tomará algunos del registro de óleo, y verter él a la palma de su mano izquierda propia:
Y el sacerdote meterá su dedo derecho en el óleo que es en su mano izquierda, y sprinkle del óleo con su dedo siete tiempo antes del SEÑOR:
Y del resto del óleo que es en su mano el sacerdote puesto a la punta de la oreja derecha de él aquello es para ser cleansed, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho, a la sangre del entrar sin autorización ofrenda:
Y el resto del óleo que es en la mano del sacerdote vertirá a la jefa de él aquello es para ser cleansed: y el sacerdote hará un atonement para él antes de que el SEÑOR.
Y el sacerdote ofrecerá la ofrenda de pecado, y hacer un atonement para él aquello es para ser cleansed de su uncleanness; y después matará la ofrenda quemada:
Y el sacerdote ofrecerá la ofrenda quemada y la ofrenda de carne al altar: y el sacerdote hará un atonement para él, y será limpio.
Y si él ser pobre, y no puede coger tanto; entonces tomará un cordero para un entrar sin autorización ofreciendo para ser agitado, para hacer un atonement para él, y uno décimo trato de la harina fina mezclada con óleo para una ofrenda de carne, y un registro de óleo;
Y dos turtledoves, o dos palomos jóvenes, como es capaz de coger; y el será una ofrenda de pecado , y el otra una ofrenda quemada.
Y les traerá encima el octavo día para su limpiador unto el sacerdote, unto la puerta del tabernacle de la congregación, antes del SEÑOR.
Y el sacerdote tomará el cordero del entrar sin autorización ofrenda, y el registro de óleo, y el sacerdote les agitará para una ofrenda ondulatoria antes del SEÑOR:
Y matará el cordero del entrar sin autorización ofrenda, y el sacerdote tomará algunos de la sangre del entrar sin autorización ofrenda, y puesto él a la punta de la oreja derecha de él aquello es para ser cleansed, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho:
Y el sacerdote vertirá del óleo a la palma de su mano izquierda propia:
Y el sacerdote sprinkle con su dedo derecho algunos del óleo que es en su mano izquierda siete tiempo antes del SEÑOR:
Y el sacerdote pondrá del óleo que es en su mano a la punta de la oreja derecha de él aquello es para ser cleansed, y al pulgar de su mano derecha, y al dedo sumo de su pie derecho, al sitio de la sangre del entrar sin autorización ofrenda:
Y el resto del óleo que es en la mano del sacerdote pondrá a la jefa de él aquello es para ser cleansed, para hacer un atonement para él antes de que el SEÑOR.
Y ofrecerá el del turtledoves, o de los palomos jóvenes, como puede coger;
Incluso como es capaz de coger, el para una ofrenda de pecado, y el otro para una ofrenda quemada, con la ofrenda de carne: y el sacerdote hará un atonement para él aquello es para ser cleansed antes del SEÑOR.
Esto es la ley de él en quien es la plaga de lepra, cuya mano no es capaz de coger que qué pertaineth a su limpiador.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Cuándo ye ser venido a la tierra de Canaan, el cual doy a ti para una posesión, y puse la plaga de lepra en una casa de la tierra de vuestra posesión;
Y él aquello owneth la casa vendrá y decir el sacerdote, refrán, Él seemeth a mí allí es tan era una plaga en la casa:
Entonces el sacerdote mandará que ellos vacíos la casa, antes del sacerdote va a él para ver la plaga, que todo aquello es en la casa no ser hecha unclean: y después el sacerdote entrará para ver la casa:
Y mirará en la plaga, y, behold, si la plaga ser en las paredes de la casa con vacío strakes, verdoso o rojizo, los cuales a la vista son más bajos que la muro;
Entonces el sacerdote saldrá de la casa a la puerta de la casa, y cerrado arriba de la casa siete días:
Y el sacerdote vendrá otra vez el séptimo día, y mirará: y, behold, si la plaga ser extendido en las paredes de la casa;
Entonces el sacerdote mandará que toman fuera los huesos en qué la plaga es, y les lanzarán a un unclean sitio sin la ciudad:
Y causará la casa para ser raída dentro ronda aproximadamente, y vertirán fuera del polvo que raen fuera sin la ciudad a un unclean sitio:
Y tomarán otros huesos, y puestos les en el sitio de aquellos huesos; y tomará otro morter, y plaister la casa.
Y si la plaga venida otra vez, y pausa fuera en la casa, después que él hath tomado fuera los huesos, y después de que él hath raído la casa, y después de que es plaistered;
Entonces el sacerdote vendrá y cariz, y, behold, si la plaga ser extendido en la casa, es un fretting lepra en la casa: es unclean.
Y romperá abajo la casa, los huesos de él, y el timber del mismo, y todo el morter de la casa; y les llevará adelante fuera de la ciudad a un unclean sitio.
Además él aquello goeth a la casa todo el rato que está cerrado arriba será unclean hasta el incluso.
Y él aquello lieth en la casa lavará su ropa; y él aquello eateth en la casa lavará su ropa.
Y si el sacerdote entrará, y cariz a él, y, behold, la plaga hath no extendido en la casa, después de la casa era plaistered: entonces el sacerdote pronunciará la casa limpia, porque la plaga está curada.
Y tomará a cleanse la casa dos pájaros, y madera de cedro, y escarlata, e hisopo:
Y matará el de los pájaros en un earthen vaso encima agua corriente:
Y él cleanse la casa con la sangre del pájaro, y con el agua corriente, y con el pájaro viviente, y con la madera de cedro, y con el hisopo, y con la escarlata:
Pero dejará ir el pájaro viviente fuera de la ciudad a los campos abiertos, y hacer un atonement para la casa: y será limpio.
Esto es la ley para toda manera de plaga de lepra, y scall,
Y para la lepra de un garment, y de una casa,
Y para un ascendiendo, y para un scab, y para una algo brillante:
para enseñar cuándo es unclean, y cuándo es limpio: esto es la ley de lepra.
Y el SEÑOR spake unto Moisés y a Aaron, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo cualquier hombre hath un asunto de correr fuera de su carne, debido a su asunto es unclean.
Y esto será su uncleanness en su asunto: si su carne corrida con su asunto, o su carne ser parado de su asunto, es su uncleanness.
Cada cama, whereon él lieth que hath el asunto, es unclean: y cada cosa, whereon él sitteth, será unclean.
Y whosoever toucheth su cama lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y él aquello sitteth en cualquier cosa whereon sentó que hath el asunto lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y él aquello toucheth la carne de él que hath el asunto lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y qué sillín soever él rideth a aquel hath el asunto será unclean.
Y whosoever toucheth cualquier cosa que era debajo le será unclean hasta el incluso: y él aquello beareth cualquiera de aquellas cosas lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y whomsoever él toucheth que hath el asunto, y hath no rinsed sus manos en agua, lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y la vaso de tierra, que él toucheth qué hath el asunto, será roto: y cada vaso de madera será rinsed en agua.
Y cuándo él aquello hath un asunto es cleansed de su asunto; entonces numerará a él siete días para su limpiadores, y lavar su ropa, y bañar su carne en agua corriente, y será limpio.
Y en el octavo día tomará a él dos turtledoves, o dos palomos jóvenes, y venidos antes del SEÑOR unto la puerta del tabernacle de la congregación, y darles unto el sacerdote:
Y el sacerdote les ofrecerá, el para una ofrenda de pecado, y el otro para una ofrenda quemada; y el sacerdote hará un atonement para él antes de que el SEÑOR para su asunto.
Y si la semilla de cualquier hombre de la copulación sale de él, entonces lavará toda su carne en agua, y ser unclean hasta el incluso.
Y cada garment, y cada piel, whereon es la semilla de copulación, será lavado con agua, y ser unclean hasta el incluso.
La mujer también con quien hombre mentira con semillas de copulación, ellos ambos se bañan en agua, y ser unclean hasta el incluso.
Y si una mujer tiene un asunto, y su asunto en su carne es sangre, será puesta aparte siete días: y whosoever toucheth le será unclean hasta el incluso.
Y whosoever toucheth su cama lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y whosoever toucheth cualquier cosa que sentó a lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y si lo ser en su cama, o en cualquier cosa whereon ella sitteth, cuándo él toucheth lo, será unclean hasta el incluso.
Y si una mujer tiene un asunto de su sangre muchos días fuera del tiempo de su separación, o si lo corrido allende el tiempo de su separación; todos los días del asunto de su uncleanness será como los días de su separación: será unclean.
Cada cama whereon ella lieth todos los días de su asunto serán unto le como la cama de su separación: y cualquier cosa ella sitteth a será unclean, como el uncleanness de su separación.
Y whosoever toucheth aquellas cosas serán unclean, y lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Pero si ella ser cleansed de su asunto, entonces numerará a ella siete días, y después que será limpia.
Y en el octavo día tomará unto sus dos tortugas, o dos palomos jóvenes, y traerles unto el sacerdote, a la puerta del tabernacle de la congregación.
Y el sacerdote ofrecerá el para una ofrenda de pecado, y el otro para una ofrenda quemada; y el sacerdote hará un atonement para su antes del SEÑOR para el asunto de su uncleanness.
Así ye separar los niños de Israel de su uncleanness; aquello mueren no en su uncleanness, cuándo ellos defile mi tabernacle aquello es entre ellos.
Esto es la ley de él que hath un asunto, y de él de quién semilla goeth de él, y es defiled therewith;
Y de su aquello es enfermo de sus flores, y de él que hath un asunto, del hombre, y de la mujer, y de él que lieth con su aquello es unclean.
Y el SEÑOR spake unto Moisés después de la muerte de los dos hijos de Aaron, cuándo ofrecieron antes del SEÑOR, y murió;
Y el SEÑOR dijo unto Moisés, Habla unto Aaron thy hermano, que viene en absoluto tiempo al sitio santo dentro del vail antes del escaño de piedad, el cual es al arca; aquello muere no: para pareceré en la nube al escaño de piedad.
Así Aaron viene al sitio santo: con un joven bullock para una ofrenda de pecado, y un carnero para una ofrenda quemada.
Pondrá en la capa de lino santa, y tendrá el lino breeches a su carne, y será girded con un lino girdle, y con la mitra de lino él ser attired: estos son santos garments; por tanto lava su carne en agua, y tan puesto les encima.
Y tomará de la congregación de los niños de Israel dos niños de las cabras para una ofrenda de pecado, y un carnero para una ofrenda quemada.
Y tomará las dos cabras, y presentarles antes de que el SEÑOR en la puerta del tabernacle de la congregación.
Y Aaron lanzará parcelas a las dos cabras; una parcela para el SEÑOR, y la otra parcela para el scapegoat.
Y Aaron traerá la cabra a la parcela de qué el SEÑOR cayó, y ofrecerle para una ofrenda de pecado.
Y Aaron traerá el bullock de la ofrenda de pecado, el cual es para él, y hará un atonement para él, y para su casa, y matará el bullock del pecado que ofrece cuál es para él:
Y tomará un censer lleno de carbones en llamas de fuego de del altar antes del SEÑOR, y suyo entrega lleno del incienso dulce batido pequeño, y traerlo dentro el vail:
Y pondrá el incienso al fuego antes del SEÑOR, que la nube del incienso puede cubrir la piedad sienta aquello es al testimonio, que muere no:
Y tomará de la sangre del bullock, y sprinkle él con su dedo al escaño de piedad eastward; y antes del escaño de piedad él sprinkle de la sangre con su dedo siete tiempo.
Entonces mata la cabra de la ofrenda de pecado, aquello es para las personas, y traer su sangre dentro del vail, y hacer con aquella sangre como hizo con la sangre del bullock, y sprinkle él al escaño de piedad, y antes del escaño de piedad:
Y hará un atonement para el sitio santo, debido al uncleanness de los niños de Israel, y debido a sus transgresiones en todos sus pecados: y así que hace para el tabernacle de la congregación, aquel remaineth entre ellos en el midst de su uncleanness.
Y no habrá ningún hombre en el tabernacle de la congregación cuándo él goeth en para hacer un atonement en el sitio santo, hasta que sale, y ha hecho un atonement para él, y para su casa, y para toda la congregación de Israel.
Y saldrá unto el altar que es antes del SEÑOR, y hacer un atonement para él; y tomará de la sangre del bullock, y de la sangre de la cabra, y puesto él a los cuernos de la ronda de altar aproximadamente.
Y él sprinkle de la sangre a él con su dedo siete tiempo, y cleanse lo, y hallow él del uncleanness de los niños de Israel.
Y cuándo él hath hecho un fin de reconciliar el sitio santo, y el tabernacle de la congregación, y el altar, traerá la cabra viva:
Y Aaron pondrá ambos sus manos a la jefa de la cabra viva, y confesar encima le todas las iniquidades de los niños de Israel, y todas sus transgresiones en todos sus pecados, poniéndoles a la jefa de la cabra, y le enviará fuera por la mano de un hombre apto al wilderness:
Y la cabra aguantará a él todas sus iniquidades unto una tierra no habitada: y dejará ir la cabra en el wilderness.
Y Aaron vendrá al tabernacle de la congregación, y aplazará el lino garments, el cual puso encima cuándo fue al sitio santo, y les dejará allí:
Y lavará su carne con agua en el sitio santo, y puesto en su garments, y venir adelante, y ofrecer su ofrenda quemada, y la ofrenda quemada de las personas, y hacer un atonement para él, y para las personas.
Y la grasa de la ofrenda de pecado quema al altar.
Y él aquello deja ir la cabra para el scapegoat lavará su ropa, y bañar su carne en agua, y después venido al campamento.
Y el bullock para la ofrenda de pecado, y la cabra para la ofrenda de pecado, cuya sangre estuvo traída en para hacer atonement en el sitio santo, uno lleva adelante sin el campamento; y quemarán en el fuego sus pieles, y su carne, y su dung.
Y él aquello burneth les lavará su ropa, y bañar su carne en agua, y después vendrá al campamento.
Y esto será un estatuto para siempre unto te: aquello en el séptimo mes, en el décimo día del mes, ye afligirá vuestras almas, y hacer ninguna obra en absoluto, si lo ser uno de vuestro país propio, o un más extraño que sojourneth entre ti:
Para en aquel día el sacerdote hace un atonement para ti, a cleanse te, aquel ye puede ser limpio de todos vuestros pecados antes del SEÑOR.
Será un sabbath de descansar unto te, y ye afligirá vuestras almas, por un estatuto para siempre.
Y hará un atonement para el santuario santo, y hará un atonement para el tabernacle de la congregación, y para el altar, y hará un atonement para los sacerdotes, y para todas las personas de la congregación.
Habla unto Aaron, y unto sus hijos, y unto todos los niños de Israel, y decir unto les; Esto es la cosa qué el SEÑOR hath mandado, refrán,
Qué hombre soever allí ser de la casa de Israel, aquello killeth un ox, o cordero, o cabra, en el campamento, o que killeth él fuera del campamento,
Y bringeth lo no unto la puerta del tabernacle de la congregación, para ofrecer una ofrenda unto el SEÑOR antes del tabernacle del SEÑOR; la sangre será imputada unto que hombre; él hath sangre derramada; y que el hombre será cortado fuera de entre sus personas:
Hasta el final que los niños de Israel pueden traer sus sacrificios, el cual ofrecen en el campo abierto, incluso que les pueden traer unto el SEÑOR, unto la puerta del tabernacle de la congregación, unto el sacerdote, y ofrecerles para ofrendas de paz unto el SEÑOR.
Y ellos ninguna más oferta sus sacrificios unto diablos, después de que quien han ido un whoring. Esto será un estatuto para siempre unto les por todas partes sus generaciones.
Y thou shalt decir unto les, Cualquier hombre allí ser de la casa de Israel, o de los desconocidos qué sojourn entre ti, aquello offereth una ofrenda quemada o sacrificio,
Y bringeth lo no unto la puerta del tabernacle de la congregación, para ofrecerlo unto el SEÑOR; incluso que el hombre será cortado fuera de entre sus personas.
Y cualquier hombre allí ser de la casa de Israel, o de los desconocidos que sojourn entre ti, aquello eateth cualquier manera de sangre; yo incluso puesto mi cara contra aquella alma que eateth sangre, y le cortará fuera de entre sus personas.
Para la vida de la carne es en la sangre: y lo he dado a ti al altar para hacer un atonement para vuestras almas: para es la sangre que maketh un atonement para el alma.
Por eso dije unto los niños de Israel, Ninguna alma de ti comerá sangre, tampoco muy más extraño que sojourneth entre comes sangre.
Y cualquier hombre allí ser de los niños de Israel, o de los desconocidos que sojourn entre ti, el cual hunteth y catcheth cualquier bestia o ave que puede ser comido; incluso vertirá fuera de la sangre del mismo, y portada él con polvo.
Y cada alma que eateth que qué muerto de él, o aquello cuál estuvo desgarrado con bestias, si lo ser uno de vuestro país propio, o un desconocido, él ambos lavan su ropa, y lo bañar en agua, y ser unclean hasta el incluso: entonces él ser limpio.
Pero si les lava no, ni bañar su carne; entonces aguantará su iniquidad.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y decir unto les, soy el SEÑOR vuestro Dios.
Después del doings de la tierra de Egipto, donde ye morado, ye no : y después del doings de la tierra de Canaan, dónde te traes, ye no : tampoco ye paseo en su ordinances.
Ye Hará mis juicios, y mantener mina ordinances, para andar therein: soy el SEÑOR vuestro Dios.
Ninguno de ti se acercará a muy aquello es cercano de kin a él, a uncover su desnudez: soy el SEÑOR .
La desnudez de thy padre, o la desnudez de thy madre, shalt thou no uncover: es thy madre; thou shalt no uncover su desnudez.
La desnudez de thy hermana, la hija de thy padre, o hija de thy madre, si nace en en casa, o nato en el extranjero, incluso su desnudez thou shalt no uncover.
La desnudez de thy la hija del hijo, o de thy la hija de la hija, incluso su desnudez thou shalt no uncover: para suyo es thine desnudez propia.
La desnudez de thy la mujer del padre hija, begotten de thy padre, es thy hermana, thou shalt no uncover su desnudez.
Thou shalt No uncover la desnudez de thy la hermana del padre: es thy padre cercano kinswoman.
Thou shalt No uncover la desnudez de thy la hermana de la madre: para es thy madre cercano kinswoman.
Thou shalt No uncover la desnudez de una mujer y su hija, tampoco shalt thou tomar la hija de su hijo, o la hija de su hija, a uncover su desnudez; para son su cercanos kinswomen: es wickedness.
Tampoco shalt thou tomar una mujer a su hermana, a vex le, a uncover su desnudez, junto al otro en su tiempo de vida.
También thou shalt no acercarse unto una mujer a uncover su desnudez, mientras está puesta aparte para su uncleanness.
Además thou shalt no mentira carnalmente con thy la mujer del vecino, a defile thyself con su.
Y thou shalt no dejar cualquiera de thy pase de semilla a través del fuego a Molech, tampoco shalt thou profano el nombre de thy Dios: soy el SEÑOR .
Thou shalt No mentira con humanidad, como con womankind: es abominación .
Tampoco shalt thou mentira con cualquier bestia a defile thyself therewith: tampoco cualquier estand de mujer antes de una bestia a mentira abajo thereto: es confusión .
Defile No ye vosotros en cualquier de estas cosas: para en todo estas las naciones son defiled cuál lancé fuera antes de que te:
Y la tierra es defiled: por eso visito la iniquidad del mismo a él, y la tierra él vomiteth fuera de sus habitantes.
Ye Por tanto mantendrá mis estatutos y mis juicios, y no cometerá cualquiera de estas abominaciones; tampoco cualquiera de vuestra nación propia, ni cualquier más extraño que sojourneth entre ti:
(Para todas estas abominaciones tienen los hombres de la tierra hecha, el cual era antes de que te, y la tierra es defiled;)
Que la tierra spue no tú fuera también, cuándo ye defile lo, como lo spued fuera de las naciones que era antes de que te.
Para whosoever cometerá cualquiera de estas abominaciones, incluso las almas que les comete será cortado fuera de entre sus personas.
Por tanto ye mantiene mina ordinance, aquel ye comete no cualquiera de esta aduana abominable, el cual estuvo cometido antes de que te, y que ye defile no vosotros therein: soy el SEÑOR vuestro Dios.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto toda la congregación de los niños de Israel, y decir unto les, Ye será santo: para I el SEÑOR vuestro Dios soy santo.
Ye Temerá cada hombre su madre, y su padre, y mantener mis sabbaths: soy el SEÑOR vuestro Dios.
Turno ye no unto ídolos, ni marca a vosotros molten dioses: soy el SEÑOR vuestro Dios.
Y si ye oferta un sacrificio de ofrendas de paz unto el SEÑOR, ye ofrecerá él en vuestro propio .
Será comido el mismo día ye lo ofrece, y en el morrow: y si ought quedar hasta el tercer día, será quemado en el fuego.
Y si lo ser comido en absoluto en el tercer día, es abominable; no será aceptado.
Por eso cada uno aquello eateth lo aguantará su iniquidad, porque él hath profaned el hallowed cosa del SEÑOR: y que el alma será cortada fuera de entre sus personas.
Y cuándo ye reap la cosecha de vuestra tierra, thou shalt no completamente reap las esquinas de thy campo, tampoco shalt thou reunir el gleanings de thy cosecha.
Y thou shalt no glean thy viña, tampoco shalt thou reunir cada uva de thy viña; thou shalt dejarles para el pobre y desconocido: soy el SEÑOR vuestro Dios.
Thou shalt No defraudar thy vecino, tampoco atracarle: los sueldos de él aquello está contratado no soportará con thee toda la noche hasta la mañana.
Thou shalt No maldecir el sordo, ni poner un stumblingblock antes del ciego, pero shalt miedo thy Dios: soy el SEÑOR .
Ye Hará ningún unrighteousness en juicio: thou shalt no respetar la persona del pobre, ni honor la persona del muy: pero en righteousness shalt thou juez thy vecino.
Thou shalt No remontar y abajo como talebearer entre thy personas: tampoco shalt thou estand contra la sangre de thy vecino: soy el SEÑOR .
Thou shalt No vengar, ni aguantar cualquier rencor contra los niños de thy personas, pero thou shalt amor thy vecino como thyself: soy el SEÑOR .
Ye Mantendrá mis estatutos. Thou shalt No dejar thy género de ganado con una clase diversa: thou shalt no cerda thy campo con semilla mezclada: tampoco un garment mezclado de lino y woollen venido a thee.
Y whosoever lieth carnalmente con una mujer, aquello es un bondmaid, betrothed a un marido, y en absoluto redimido, ni la libertad dada le; será scourged; no serán puestos a muerte, porque no fue gratis.
Y traerá suyo entra sin autorización ofrecer unto el SEÑOR, unto la puerta del tabernacle de la congregación, incluso un carnero para un entrar sin autorización ofrenda.
Y el sacerdote hará un atonement para él con el carnero del entrar sin autorización ofreciendo antes del SEÑOR para su pecar cuál él hath hecho: y el pecar cuál él hath hecho será perdonado le.
Y cuándo ye vendrá a la tierra, y habrá plantado toda manera de árboles para alimentarios, entonces ye contará la fruta del mismo tan uncircumcised: tres años ser tan uncircumcised unto te: no será comido de.
Pero en el cuarto año toda la fruta del mismo será santa de alabar el SEÑOR withal.
Ye No redondeará las esquinas de vuestras jefas, tampoco shalt thou mar las esquinas de thy barba.
Ye No hará cualquier cuttings en vuestra carne para el muerto, ni imprimir cualesquier marcas a ti: soy el SEÑOR .
No prostituye thy hija, para causarle para ser un whore; lest la caída de tierra a whoredom, y la tierra acaecida lleno de wickedness.
Ye Mantendrá mis sabbaths, y reverencia mi santuario: soy el SEÑOR .
Thou shalt Sublevarse antes del hoary jefa, y honrar la cara del hombre viejo, y temer thy Dios: soy el SEÑOR .
Y si un más extraño sojourn con thee en vuestra tierra, ye no vex le.
Pero el más extraño que dwelleth contigo será unto te tan uno nato entre ti, y thou shalt le quiere tan thyself; para ye era desconocidos en la tierra de Egipto: soy el SEÑOR vuestro Dios.
Ye Hará ningún unrighteousness en juicio, en meteyard, en peso, o en medida.
Saldos justos, pesos justos, un justos ephah, y un justos hin, ye tiene: soy el SEÑOR vuestro Dios, el cual trajo tú fuera de la tierra de Egipto.
Por tanto ye observar todos mis estatutos, y todos mis juicios, y les: soy el SEÑOR .
Y el SEÑOR spake unto Moisés, refrán,
Otra vez, thou shalt dice a los niños de Israel, Whosoever él ser de los niños de Israel, o de los desconocidos que sojourn en Israel, aquel giveth cualquiera de su semilla unto Molech; seguramente será puesto a muerte: las personas de la tierra le apedrearán con huesos.
Y pondré mi cara contra aquel hombre, y le cortará fuera de entre sus personas; porque él hath dado de su semilla unto Molech, a defile mi santuario, y a profano mi nombre santo.
Y si las personas de la tierra hacen muy las maneras esconden sus ojos del hombre, cuándo él giveth de su semilla unto Molech, y matarle no:
Entonces pondré mi cara contra aquel hombre, y contra su familia, y le cortará fuera, y todo aquello va un whoring después de que le, para cometer whoredom con Molech, de entre sus personas.
Y el alma que turneth después de que como tener alcoholes familiares, y después de que brujos, para ir un whoring después de que les, yo incluso puesto mi cara contra aquella alma, y le cortará fuera de entre sus personas.
Prpers santifica por tanto, y ser ye santo: para soy el SEÑOR vuestro Dios.
Y ye mantendrá mis estatutos, y les: soy el SEÑOR qué santificarte.
Para cada uno aquello curseth su padre o su madre serán seguramente puesto a muerte: él hath maldecido su padre o su madre; su sangre será a él.
Y el hombre que lieth con la mujer de su padre hath uncovered la desnudez de su padre: ambos de ellos seguramente serán puestos a muerte; su sangre será a ellos.
Y si una mentira de hombre con su hija en ley, ambos de ellos seguramente serán puestos a muerte: han wrought confusión; su sangre será a ellos.
Si un hombre también mentira con humanidad, como él lieth con una mujer, ambos de ellos han cometido una abominación: seguramente serán puestos a muerte; su sangre será a ellos.
Y si un hombre toma una mujer y su madre, es wickedness: serán quemados con fuego, tanto él y ellos; aquello allí ser ningún wickedness entre ti.
Y si una mentira de hombre con una bestia, seguramente será puesto a muerte: y ye slay la bestia.
Y si una aproximación de mujer unto cualquier bestia, y mentira abajo thereto, thou shalt matar la mujer, y la bestia: seguramente serán puestos a muerte; su sangre será a ellos.
Y si un hombre tomará su hermana, la hija de su padre, o la hija de su madre, y ver su desnudez, y ve su desnudez; es una cosa malvada ; y serán cortados fuera en la vista de sus personas: él hath uncovered la desnudez de su hermana; aguantará su iniquidad.
Y si un hombre mentira con una mujer habiendo su sickness, y uncover su desnudez; él hath descubierto su fuente, y ella hath uncovered la fuente de su sangre: y ambos de ellos serán cortados fuera de entre sus personas.
Y thou shalt no uncover la desnudez de thy la hermana de la madre, ni de thy la hermana del padre: para él uncovereth su cercano kin: aguantarán su iniquidad.
Y si un hombre mentira con la mujer de su tío, él hath uncovered la desnudez de su tío: aguantarán su pecado; morirán childless.
Y si un hombre tomará la mujer de su hermano, es un unclean cosa: él hath uncovered la desnudez de su hermano; serán childless.
Ye Por tanto mantendrá todos mis estatutos, y todos mis juicios, y les: aquello la tierra, dónde te traes para morar therein, spue te no fuera.
Y ye no andará en las maneras de la nación, el cual lancé fuera antes de que te: para cometieron todas estas cosas, y por eso les aborrecí.
Pero he dicho unto te, Ye heredará su tierra, y lo daré unto te para poseerlo, una tierra que floweth con leche y miel: soy el SEÑOR vuestro Dios, los cuales han separado tú de otras personas.
Ye diferencia puesta por tanto entre bestias limpias y unclean, y entre unclean aves y limpios: y ye no hará vuestras almas abominables por bestia, o por ave, o por cualquier manera de cosa viviente que creepeth en la tierra, el cual he separado de ti tan unclean.
Y ye será santo unto me: para I el SEÑOR soy santo, y ha severed tú de otras personas, aquel ye tendría que ser mina.
Un hombre también o mujer que hath un alcohol familiar, o aquello es un brujo , seguramente será puesto a muerte: les apedrearán con huesos: su sangre será a ellos.
Y el SEÑOR dijo unto Moisés, Habla unto los sacerdotes los hijos de Aaron, y decir unto les, Allí ninguno ser defiled para el muerto entre sus personas:
Pero para su kin, aquello es cercano unto le, aquello es, para su madre, y para su padre, y para su hijo, y para su hija, y para su hermano,
Y para su hermana una virgen, aquello es nigh unto le, el cual hath tenido ningún marido; para ella puede él ser defiled.
Pero él no defile él, siendo un hombre de jefe entre sus personas, a profanos él.
Serán santos unto su Dios, y no profano el nombre de su Dios: para las ofrendas del SEÑOR hecho por fuego, y el pan de su Dios, ofrecen: por eso serán santos.
No tomarán una mujer que es un whore, o profano; tampoco toman una mujer puesta fuera de su marido: para es santo unto su Dios.
Thou shalt Santificarle por tanto; para él offereth el pan de thy Dios: será santo unto thee: para I el SEÑOR, los cuales te santificáis, soy santo.
Y la hija de cualquier sacerdote, si ella profano ella por tocar el whore, ella profaneth su padre: será quemada con fuego.
Tampoco entra a cualquier ente muerto, ni defile él para su padre, o para su madre;
Tampoco sale del santuario, ni profano el santuario de su Dios; para la corona del óleo de unción de su Dios es a él: soy el SEÑOR .
Un widow, o una mujer divorciada, o profano, o un harlot, estos no toma: pero tomará una virgen de sus personas propias a mujer.
Tampoco él profano su semilla entre sus personas: para I el SEÑOR le santifica.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Aaron, refrán, Whosoever él ser de thy semilla en sus generaciones que hath cualquier mácula, dejado le no acercarse para ofrecer el pan de su Dios.
Para cualquier hombre él ser aquel hath una mácula, no se acercará: un hombre ciego, o un cojo, o él aquello hath una nariz plana, o cualquier cosa superfluous,
O un hombre que es brokenfooted, o brokenhanded,
O crookbackt, o un enano, o aquello hath una mácula en su ojo, o ser scurvy, o scabbed, o hath suyo apedrea roto;
Ningún hombre que hath una mácula de la semilla de Aaron el sacerdote vendrá nigh para ofrecer las ofrendas del SEÑOR hecho por fuego: él hath una mácula; no vendrá nigh para ofrecer el pan de su Dios.
Comerá el pan de su Dios, ambos del más santos, y del santos.
Sólo no entrará unto el vail, ni venir nigh unto el altar, porque él hath una mácula; aquello él profano no mis santuarios: para I el SEÑOR les santifica.
Y Moisés lo dijo unto Aaron, y a sus hijos, y unto todos los niños de Israel.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Aaron y a sus hijos, que se separan de las cosas santas de los niños de Israel, y que ellos profanos no mi nombre santo en aquellas cosas qué ellos hallow unto me: soy el SEÑOR .
Qué hombre soever de la semilla de Aaron es un leper, o hath un asunto de correr; no comerá de las cosas santas, hasta que él ser limpio. Y whoso toucheth cualquier cosa que es unclean por el muerto, o un hombre cuya semilla goeth de él;
O whosoever toucheth cualquier cosa de arrastrar, por el cual puede ser hecho unclean, o un hombre de quien puede tomar uncleanness, cualquier uncleanness él hath;
EL alma qué hath tocado cualquiera tal será unclean hasta que incluso, y no comerá de las cosas santas, a no ser que lava su carne con agua.
Y cuándo el sol es abajo, será limpio, y después comerá de las cosas santas; porque es su comida .
Aquello cuál dieth de él, o está desgarrado con bestias, no comerá a defile él therewith: soy el SEÑOR .
Por tanto mantendrán mina ordinance, lest aguantan pecado para él, y dado por tanto, si ellos profanos lo: I el SEÑOR les santifica.
Allí ningún desconocido come de la cosa santa: un sojourner del sacerdote, o un criado contratado, no comerá de la cosa santa.
Pero si el sacerdote compra cualquier alma con su dinero, comerá de él, y él aquello nace en su casa: comerán de su carne.
Si la hija del sacerdote también ser casado unto un desconocido, no puede comer de una ofrenda de las cosas santas.
Pero si la hija del sacerdote ser un widow, o divorciado, y tener ningún niño, y es regresó unto la casa de su padre, como en su juventud, comerá de la carne de su padre: pero allí ningún desconocido come del mismo.
Y si un hombre come de la cosa santa unwittingly, entonces pondrá la quinta parte del mismo unto lo, y lo dará unto el sacerdote con la cosa santa.
Y ellos no profanos las cosas santas de los niños de Israel, el cual ofrecen unto el SEÑOR;
O padecerles para aguantar la iniquidad de entrar sin autorización, cuándo comen sus cosas santas: para I el SEÑOR les santifica.
Habla unto Aaron, y a sus hijos, y unto todos los niños de Israel, y decir unto les, Cualquier cosa él ser de la casa de Israel, o de los desconocidos en Israel, aquello ofrecerá su oblation para todo su jura, y para todas sus ofrendas de albedrío, el cual ofrecerán unto el SEÑOR para una ofrenda quemada;
Ye ofrecerá en vuestro propio un macho sin mácula, del beeves, de la oveja, o de las cabras.
Pero cualquier cosa hath una mácula, aquello ye no ofrecer: para él no será aceptable para ti.
Y whosoever offereth un sacrificio de ofrendas de paz unto el SEÑOR para cumplir suyo jurar, o una ofrenda de albedrío en beeves u oveja, será perfecto de ser aceptado; no habrá ninguna mácula therein.
Ciego, o roto, o maimed, o teniendo un wen, o scurvy, o scabbed, ye no ofrecerá estos unto el SEÑOR, ni hacer una ofrenda por fuego de ellos al altar unto el SEÑOR.
Ye No ofrecerá unto el SEÑOR aquello cuál está bruise, o aplastado, o roto, o corte; tampoco ye marca cualquier ofrenda del mismo en vuestra tierra.
Y el SEÑOR spake unto Moisés, refrán,
Cuándo un bullock, o una oveja, o una cabra, está traído adelante, entonces será siete días bajo el dique; y del octavo día y thenceforth lo será aceptado para una ofrenda hecha por disparar unto el SEÑOR.
Y si lo ser vaca o ewe, ye no lo matará y su joven ambos en un día.
Y cuándo ye ofrecerá un sacrificio de acción de gracias unto el SEÑOR, oferta él en vuestro propio .
En el mismo día será comido arriba; ye dejará ninguno de él hasta que el morrow: soy el SEÑOR .
Por tanto ye mantener mi commandments, y les: soy el SEÑOR .
Tampoco ye profano mi nombre santo; pero seré hallowed entre los niños de Israel: soy el SEÑOR qué hallow te,
Aquello trajo tú fuera de la tierra de Egipto, para ser vuestro Dios: soy el SEÑOR .
Y el SEÑOR spake unto Moisés, refrán,
Estos son los festines del SEÑOR, incluso santo convocations, el cual ye proclamará en sus estaciones.
En el decimocuarto día del primer mes en incluso es el SEÑOR passover.
Y en el decimoquinto día del mismo mes es el festín de unleavened pan unto el SEÑOR: siete días ye tiene que comer unleavened pan.
En el primer día ye tendrá un santo convocation: ye hará ningún servile obra therein.
Pero ye ofrecerá una ofrenda hecha por disparar unto el SEÑOR siete días: en el séptimo día es un santo convocation: ye hará ningún servile obra therein.
Habla unto los niños de Israel, y decir unto les, Cuándo ye ser venido al aterrizar cuál doy unto te, y reap la cosecha del mismo, entonces ye traerá un sheaf del firstfruits de vuestra cosecha unto el sacerdote:
Y agitará el sheaf antes del SEÑOR, para ser aceptado para ti: en el morrow después del sabbath el sacerdote lo agitará.
Y la carne que ofrece del mismo será dos décimos tratos de la harina fina mezclada con óleo, una ofrenda hecha por disparar unto el SEÑOR para un dulce savour: y la bebida que ofrece del mismo será de vino, la cuarta parte de un hin.
Y ye comerá tampoco pan, ni parched maíz, ni orejas verdes, hasta el selfsame día que ye ha traído una ofrenda unto vuestro Dios: será un estatuto para siempre durante vuestras generaciones en todas vuestras habitaciones.
Y ye contará unto tú del morrow después del sabbath, del día que ye traído el sheaf de la ofrenda ondulatoria; siete sabbaths serán completos:
Incluso unto el morrow después del séptimo sabbath ye número cincuenta días; y ye ofrecerá una carne nueva que ofrece unto el SEÑOR.
Ye Traerá fuera de vuestro habitations dos ondulatorio loaves de dos décimos tratos: serán de harina fina; serán baken con leaven; son el firstfruits unto el SEÑOR.
Y ye ofrecerá con el pan siete corderos sin mácula del primer año, y uno joven bullock, y dos carneros: serán para una ofrenda quemada unto el SEÑOR, con su ofrenda de carne, y sus ofrendas de bebida, incluso una ofrenda hecha por fuego, de dulce savour unto el SEÑOR.
Entonces ye sacrificará uno bromea de las cabras para una ofrenda de pecado, y dos corderos del primer año para un sacrificio de ofrendas de paz.
Y el sacerdote les agitará con el pan del firstfruits para una ofrenda ondulatoria antes del SEÑOR, con los dos corderos: serán santos al SEÑOR para el sacerdote.
Y ye proclamará en el selfsame día, que lo puede ser un santo convocation unto te: ye hará ningún servile obra therein: será un estatuto para siempre en todas vuestras habitaciones durante vuestras generaciones.
Y cuándo ye reap la cosecha de vuestra tierra, thou shalt no hacer limpio riddance de las esquinas de thy campo cuándo thou reapest, tampoco shalt thou reunir cualquier gleaning de thy cosecha: thou shalt dejarles unto el pobre, y al desconocido: soy el SEÑOR vuestro Dios.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, En el séptimo mes, en el primer día del mes, ye tener un sabbath, un monumento de soplar de trompetas, un santos convocation.
Ye Hará ningún servile obra therein: pero ye ofrecerá una ofrenda hecha por disparar unto el SEÑOR.
Y el SEÑOR spake unto Moisés, refrán,
También en el décimo día de este séptimo mes allí será un día de atonement: será un santo convocation unto te; y ye afligirá vuestras almas, y ofrecer una ofrenda hecha por disparar unto el SEÑOR.
Y ye hará ninguna obra en aquel día mismo: para es un día de atonement, para hacer un atonement para ti antes de que el SEÑOR vuestro Dios.
Para cualquier alma es aquello no será afligido en aquel día mismo, será cortado fuera de entre sus personas.
Y cualquier alma él ser aquel doeth cualquier obra en aquel día mismo, la misma alma destruyo de entre sus personas.
Ye Hará ninguna manera de obra: será un estatuto para siempre durante vuestras generaciones en todas vuestras habitaciones.
Será unto te un sabbath de resto, y ye afligirá vuestras almas: en el noveno día del mes en incluso, de incluso unto incluso, ye celebrar vuestro sabbath.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, refrán, El decimoquinto día de este séptimo mes será el festín de tabernacles para siete días unto el SEÑOR.
En el primer día será un santo convocation: ye hará ningún servile obra therein.
Siete días ye ofrecerá una ofrenda hecha por disparar unto el SEÑOR: en el octavo día será un santo convocation unto te; y ye ofrecerá una ofrenda hecha por disparar unto el SEÑOR: es una asamblea solemne ; y ye hará ningún servile obra therein.
Estos son los festines del SEÑOR, el cual ye proclamará para ser santo convocations, para ofrecer una ofrenda hecha por disparar unto el SEÑOR, una ofrenda quemada, y una ofrenda de carne, un sacrificio, y ofrendas de bebida, cada cosa a su día:
También en el decimoquinto día del séptimo mes, cuándo ye ha reunido en la fruta de la tierra, ye mantendrá un festín unto el SEÑOR siete días: en el primer día será un sabbath , y en el octavo día será un sabbath .
Y ye te tomará encima el primer día el boughs de goodly árboles, ramas de árboles de palma, y el boughs de árboles gruesos, y sauces del riachuelo; y ye rejoice antes del SEÑOR vuestro Dios siete días.
Y ye lo mantendrá un festín unto el SEÑOR siete días en el año. Será un estatuto para siempre en vuestras generaciones: ye celebrará él en el séptimo mes.
Y Moisés declaró unto los niños de Israel los festines del SEÑOR.
Y el SEÑOR spake unto Moisés, refrán,
Orden los niños de Israel, que traen unto thee oliva de óleo puro batida para la luz, para causar las lámparas para quemar continuamente.
Sin el vail del testimonio, en el tabernacle de la congregación, Aaron orden él de la tarde unto la mañana antes del SEÑOR continuamente: será un estatuto para siempre en vuestras generaciones.
Ordenará las lámparas al puros candlestick antes del SEÑOR continuamente.
Y thou shalt toma harina fina, y cocer doce pasteles del mismo: dos décimos tratos serán en un pastel.
Y thou shalt puesto les en dos filas, seis en una fila, a la mesa pura antes del SEÑOR.
Y thou shalt puesto puro frankincense a cada fila, que lo puede ser en el pan para un monumento, incluso una ofrenda hecha por disparar unto el SEÑOR.
Cada sabbath pondrá él en orden antes del SEÑOR continuamente, siendo tomado de los niños de Israel por un everlasting covenant.
Y será Aaron es y sus hijos'; y comerán él en el sitio santo: para es más santo unto le de las ofrendas del SEÑOR hecho por fuego por un estatuto perpetuo.
Y el hijo de un Israelitish mujer, cuyo padre era un egipcio , salió entre los niños de Israel: y este hijo del Israelitish mujer y un hombre de Israel strove junto en el campamento;
Y el Israelitish el hijo de la mujer blasphemed el nombre del Señor, y maldijo. Y le trajeron unto Moisés: (y el nombre de su madre era Shelomith, la hija de Dibri, de la tribu de Dan:)
Y le pusieron en ward, que la mente de la SEÑORA podría ser shewed les.
Y el SEÑOR spake unto Moisés, refrán,
Y thou shalt hablar unto los niños de Israel, refrán, Whosoever curseth su Dios aguantará su pecado.
Y él aquello blasphemeth el nombre del SEÑOR, seguramente será puesto a muerte, y toda la congregación ciertamente le apedreará: también el desconocido, como él aquello nace en la tierra, cuándo él blasphemeth el nombre del Señor, será puesto a muerte.
Y él aquello killeth cualquier hombre seguramente será puesto a muerte.
Y él aquello killeth una bestia lo hará bien; bestia para bestia.
Y si un hombre causa una mácula en su vecino; como él hath hecho, así que ser hecho a él;
Ruptura para ruptura, ojo para ojo, diente para diente: como él hath causado una mácula en un hombre, así que ser hecho a él otra vez.
Y él aquello killeth una bestia, lo restaurará: y él aquello killeth un hombre, será puesto a muerte.
Ye Tendrá una manera de ley, también para el desconocido, en cuanto a uno de vuestro país propio: para soy el SEÑOR vuestro Dios.
Y Moisés spake a los niños de Israel, que tendrían que traer adelante le que había maldecido fuera del campamento, y apedrearle con huesos. Y los niños de Israel hicieron como el SEÑOR mandó Moisés.
Y el SEÑOR spake unto Moisés en montar Sinai, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo ye venido al aterrizar cuál te das, entonces la tierra mantiene un sabbath unto el SEÑOR.
Seis años thou shalt cerda thy campo, y seis años thou shalt prune thy viña, y reunir en la fruta del mismo;
Pero en el séptimo año será un sabbath de descansar unto la tierra, un sabbath para el SEÑOR: thou shalt ni cerda thy campo, ni prune thy viña.
Aquello cuál groweth de su acuerdo propio de thy cosecha thou shalt no reap, tampoco reunir las uvas de thy la parra desnudó: para es un año de descansar unto la tierra.
Y el sabbath de la tierra será carne para ti; para thee, y para thy criado, y para thy sirvienta, y para thy criado contratado, y para thy desconocido que sojourneth con thee,
Y para thy ganado, y para la bestia que es en thy tierra, todo el aumento del mismo ser carne.
Y thou shalt número siete sabbaths de años unto thee, siete tiempo siete años; y el espacio de los siete sabbaths de años serán unto thee cuarenta y nueve años.
Entonces shalt thou causa la trompeta del jubile para sonar en el décimo día del séptimo mes, en el día de atonement ye marca el sonido de trompeta por todas partes toda vuestra tierra.
Y ye hallow el quincuagésimo año, y proclamar libertad por todas partes toda la tierra unto todos los habitantes del mismo: será un jubile unto te; y ye regresará cada hombre unto su posesión, y ye regresará cada hombre unto su familia.
Un jubile aquello quincuagésimo año ser unto te: ye no cerda, tampoco reap que qué groweth de él en él, ni reunir las uvas en él de thy la parra desnudó.
Para es el jubile; será santo unto te: ye comerá el aumento del mismo fuera del campo.
En el año de este jubile ye regresará cada hombre unto su posesión.
Según el número de años después del jubile thou shalt comprar de thy vecino, y según unto el número de años de las frutas venderá unto thee:
Según el multitude de años thou shalt aumento el precio del mismo, y según el fewness de años thou shalt disminuir el precio de él: para según el número de los años de las frutas doth vende unto thee.
Ye no por tanto oppress uno otro; pero thou shalt miedo thy Dios:para soy el SEÑOR vuestro Dios.
Wherefore ye Hará mis estatutos, y mantener mis juicios, y les; y ye morará en la tierra en seguridad.
Y la tierra cederá su fruta, y ye comerá vuestro llenar, y morar therein en seguridad.
Y si ye dirá, Qué comemos el séptimo año? behold, nosotros no cerda, ni reunir en nuestro aumento:
Entonces mandaré mi bendición a tú en el sexto año, y traerá adelante fruta para tres años.
Y ye cerda el octavo año, y comer todavía de fruta vieja hasta el noveno año; hasta sus frutas entran ye comerá de la tienda vieja.
La tierra no será vendida para siempre: para la tierra es mina ; para ye es desconocidos y sojourners conmigo.
Y en toda la tierra de vuestra posesión ye concederá una redención para la tierra.
Si thy hermano ser waxen pobre, y hath vendido fuera algunos de su posesión, y si cualquiera de su kin venido para redimirlo, entonces redime que qué su hermano vendió.
Y si el hombre tiene ninguno para redimirlo, y él ser capaz de redimirlo;
Entonces dejado le cuenta los años de la venta del mismo, y restaurar el overplus unto el hombre a quien lo vendió; aquello puede regresar unto su posesión.
Pero si no ser capaz de restaurarlo a él, entonces aquello cuál está vendido quedará en la mano de él que hath lo compró hasta que el año de jubile: y en el jubile lo saldrá, y regresará unto su posesión.
Y si un hombre vende una casa de habitación en una ciudad amurallada, entonces lo puede redimir dentro un año entero después de que está vendido; dentro de un año lleno puede lo redime.
Y si lo no ser redimido dentro del espacio de un año lleno, entonces la casa que es en la ciudad amurallada será establecida para siempre a él aquello lo compró por todas partes sus generaciones: no saldrá en el jubile.
Pero las casas de los pueblos qué tener ninguna ronda de muro aproximadamente les será contado como los campos del país: pueden ser redimidos, y saldrán en el jubile.
Notwithstanding Las ciudades del Levites, y las casas de las ciudades de su posesión, poder el Levites redimir en cualquier tiempo.
Pero el campo de los suburbios de sus ciudades no pueden ser vendidas; para es su posesión perpetua .
Y si thy hermano ser waxen pobre, y caído en caries con thee; entonces thou shalt relevarle: yea, aunque es un desconocido , o un sojourner; aquello puede vivir con thee.
Toma thou ninguna usura de él, o aumento: pero temer thy Dios; aquel thy el hermano puede vivir con thee.
Thou shalt No darle thy dinero a usura, ni dejarle thy victuals para aumento.
Soy el SEÑOR vuestro Dios, el cual te trajiste adelante fuera de la tierra de Egipto, para darte la tierra de Canaan, y para ser vuestro Dios.
Y si thy hermano que dwelleth por thee ser waxen pobre, y ser vendido unto thee; thou shalt no obligarle para servir como bondservant:
Pero como un criado contratado, y como sojourner, será con thee, y servirá thee unto el año de jubile:
Para son mis criados , el cual traje adelante fuera de la tierra de Egipto: no serán vendidos como bondmen.
Thou shalt No gobernar encima le con rigor; pero shalt miedo thy Dios.
Ambos thy bondmen, y thy bondmaids, el cual thou shalt tiene, será del heathen aquello es ronda aproximadamente te; de ellos ye compra bondmen y bondmaids.
Además de los niños de los desconocidos que hacer sojourn entre ti, de ellos ye compra, y de sus familias que es contigo, el cual ellos begat en vuestra tierra: y serán vuestra posesión .
Y ye les tomará como una herencia para vuestros niños después de que te, para heredarles para una posesión; serán vuestro bondmen para siempre: pero sobre vuestros hermanos los niños de Israel, ye no gobernará uno sobre otro con rigor.
Y si un sojourner o la cera más extraña rica por thee, y thy hermano que dwelleth por él la cera pobre, y lo vender unto el más extraño o sojourner por thee, o al stock de la familia del desconocido:
Después que está vendido él puede ser redimido otra vez; uno de sus hermanos le puede redimir:
Cualquiera su tío, o el hijo de su tío, le puede redimir, o muy aquello es nigh de kin unto le de su familia le puede redimir; o si él ser capaz, se puede redimir.
Y calculará con él aquello le compró del año que estuvo vendido a él unto el año de jubile: y el precio de su venta será según unto el número de años, según el tiempo de un criado contratado ser con él.
Si allí ser todavía muchos años detrás, según unto les dará otra vez el precio de su redención fuera del dinero que estuvo comprado para.
Y si allí quedar pero pocos años unto el año de jubile, entonces contará con él, y según unto sus años le da otra vez el precio de su redención.
Y como criado contratado anual él ser con él: y el otro no gobernará con rigor encima le en thy vista.
Y si no ser redimido en estos años, entonces saldrá en el año de jubile, tanto él, y sus niños con él.
Para unto me los niños de Israel son criados; son mis criados quien traje adelante fuera de la tierra de Egipto: soy el SEÑOR vuestro Dios.
Ye Te hará ningún ídolo ni graven imagen, tampoco trasero tú arriba de una imagen de estar, tampoco ye conjunto arriba de cualquier imagen de hueso en vuestra tierra, para inclinar abajo unto lo: para soy el SEÑOR vuestro Dios.
Ye Mantendrá mis sabbaths, y reverencia mi santuario: soy el SEÑOR .
Si ye paseo en mis estatutos, y mantener mi commandments, y les;
Entonces te daré lluvia en estación prevista, y la tierra cederá su aumento, y los árboles del campo cederán su fruta.
Y daré paz en la tierra, y ye mentira abajo, y ninguno te hará temeroso: y libraré bestias de mal fuera de la tierra, tampoco la espada pasa por vuestra tierra.
Y ye perseguirá vuestros enemigos, y caerán antes de que tú por la espada.
Y cinco de ti perseguirá un centenar, y un centenar de ti pondrá diez mil a vuelo: y vuestros enemigos caerán antes de que tú por la espada.
Para tendré respeto unto te, y hacerte fructífero, y multiplicarte, y establecer mi covenant contigo.
Y ye comerá tienda vieja, y traer adelante el viejo debido al nuevo.
Y pondré mi tabernacle entre ti: y mi alma no te aborrecerá.
Y andaré entre ti, y será vuestro Dios, y ye será mis personas.
Soy el SEÑOR vuestro Dios, el cual te trajiste adelante fuera de la tierra de Egipto, aquel ye no tendría que ser su bondmen; y he roto las bandas de vuestro yugo, e hizo vas íntegro.
Pero si ye no hearken unto me, y no todo estos commandments;
Y si ye despreciará mis estatutos, o si vuestra alma aborrece mis juicios, de modo que ye no todo mi commandments, pero que ye pausa mi covenant:
también haré este unto te; incluso nombraré encima te terror, consumo, y el en llamas ague, aquello consumirá los ojos, y causar sorrow de corazón: y ye cerda vuestra semilla en vano, para vuestros enemigos lo comerán.
Y pondré mi cara en contra te, y ye será slain antes de vuestros enemigos: ellos aquello te odias reinará encima te; y ye huirá cuándo ninguno pursueth te.
Y si ye no todavía para todo este hearken unto me, entonces te castigaré siete tiempo más para vuestros pecados.
Y romperé el orgullo de vuestro poder; y haré vuestro cielo como hierro, y vuestra tierra como latón:
Y vuestra fuerza será pasada en vano: para vuestra tierra no cederá su aumento, tampoco los árboles de la tierra ceden sus frutas.
Y si ye el paseo contrario unto me, y no hearken unto me; traeré siete tiempo más plagas a tú según vuestros pecados.
También enviaré bestias salvajes entre ti, el cual atracará tú de vuestros niños, y destruir vuestro ganado, y hacerte pocos en número; y vuestras maneras altas serán desolate.
Y si ye no será reformado por mí por estas cosas, pero andará contrario unto me;
Entonces también ando contrario unto te, y te castigará todavía siete tiempo para vuestros pecados.
Y traeré una espada a ti, aquello vengará la pelea de mi covenant: y cuándo ye está reunido junto dentro de vuestras ciudades, enviaré el pestilence entre ti; y ye será entregado a la mano del enemigo.
Y cuándo he roto el personal de vuestro pan, diez mujeres cocerán vuestro pan en un horno, y te entregarán vuestro pan otra vez por peso: y ye comerá, y no ser satisfecho.
Y si ye no para todo este hearken unto me, pero andar contrario unto me;
Entonces andaré contrario unto te también en furia; e i, incluso I, chastise te siete tiempo para vuestros pecados.
Y destruiré vuestros sitios altos, y cortados abajo vuestras imágenes, y lanzar vuestro carcases al carcases de vuestros ídolos, y mi alma te aborrecerá.
Y haré vuestros residuos de ciudades, y traer vuestros santuarios unto desolación, y no oleré el savour de vuestro dulce odours.
Y traeré la tierra a desolación: y vuestros enemigos qué morar therein será asombrado en él.
Y esparciré tú entre el heathen, y dibujará fuera de una espada después de que te: y vuestra tierra será desolate, y vuestros residuos de ciudades.
Entonces la tierra goza sus sabbaths, mientras él lieth desolate, y ye ser en vuestros enemigos' tierra; incluso entonces el resto de tierra, y gozar sus sabbaths.
Mientras él lieth desolate lo descansará; porque no descansó en vuestros sabbaths, cuándo ye se lo obsesionó con.
Y caerán uno a otro, como era antes de una espada, cuándo ninguno pursueth: y ye tendrá ningún poder de estar antes de vuestros enemigos.
Y ye perecerá entre el heathen, y la tierra de vuestras enemigas te comerá arriba.
Y ellos aquello queda de ti pino fuera en su iniquidad en vuestros enemigos' tierras; y también en las iniquidades de sus padres ellos pino fuera con ellos.
Si confesarán su iniquidad, y la iniquidad de sus padres, con su entrar sin autorización cuál entraron sin autorización en contra me, y que también han andado contrarios unto me;
Y que también he andado contrario unto les, y les ha traído a la tierra de sus enemigos; si entonces su uncircumcised corazones ser humbled, y entonces aceptan del castigo de su iniquidad:
Entonces recuerdo mi covenant con Jacob, y también mi covenant con Isaac, y también mi covenant con Abraham recuerdo; y recordaré la tierra.
La tierra también quedará de ellos, y gozará sus sabbaths, mientras ella lieth desolate sin ellos: y aceptarán del castigo de su iniquidad: porque, incluso porque despreciaron mis juicios, y porque su alma aborreció mis estatutos.
Y todavía para todo aquello, cuándo ellos ser en la tierra de sus enemigos, no les lanzaré fuera, tampoco les aborrezco, para destruirles absolutamente, y para romper mi covenant con ellos: para soy el SEÑOR su Dios.
Pero yo para sus sakes recuerdo el covenant de sus antepasados, quien traje adelante fuera de la tierra de Egipto en la vista del heathen, que podría ser su Dios : soy el SEÑOR .
Y el SEÑOR spake unto Moisés, refrán,
Y si lo ser una mujer, entonces thy la valoración será treinta shekels.
Y si lo ser de cinco años incluso unto veinte años, entonces thy la valoración será del macho veinte shekels, y para la mujer diez shekels.
Y si lo ser de un mes viejo incluso unto cinco años, entonces thy la valoración será del macho cinco shekels de plata, y para el hembra thy la valoración será tres shekels de plata.
Y si lo ser de sesenta años y encima; si lo ser un macho, entonces thy la valoración será quince shekels, y para la mujer diez shekels.
Pero si él ser más pobre que thy valoración, entonces se presentará antes del sacerdote, y el sacerdote le valorará; según su capacidad que jurado el sacerdote le valora.
Y si lo ser una bestia, de lo que los hombres traen una ofrenda unto el SEÑOR, todo que cualquier hombre giveth de tal unto el SEÑOR será santo.
No lo alterará, ni cambiarlo, un bueno para un malo, o un malo para un bueno: y si él en absoluto bestia de cambio para bestia, entonces lo y el cambio del mismo será santo.
Y si lo ser cualquier unclean bestia, del cual no ofrecen un sacrificio unto el SEÑOR, entonces presentará la bestia antes del sacerdote:
Y el sacerdote lo valorará, si lo ser bueno o malo: tan thou valuest lo, quién arte el sacerdote, así que ser.
Pero si en absoluto lo redimirá, entonces añadirá una quinta parte del mismo unto thy valoración.
Y cuándo un hombre santificará su casa para ser santa unto el SEÑOR, entonces el sacerdote lo estimará, si lo ser bueno o malo: como el sacerdote lo estimará, así que está.
Y si él aquello lo santificó redimirá su casa, entonces añadirá la quinta parte del dinero de thy valoración unto lo, y será su.
Y si un hombre santificará unto el SEÑOR alguna parte de un campo de su posesión, entonces thy la valoración será según la semilla del mismo: un homer de semilla de cebada será valorada en cincuenta shekels de plata.
Si santifica su campo del año de jubile, según thy valoración estará.
Y si él aquello santificó el campo en cualquier sensato redimirlo, entonces añadirá la quinta parte del dinero de thy valoración unto lo, y será asegurado a él.
Pero el campo, cuándo él goeth fuera en el jubile, será santo unto el SEÑOR, como el campo dedicó; la posesión del mismo será el sacerdote es.
Entonces el sacerdote calculará unto le el valor de thy valoración, incluso unto el año del jubile: y dará thine valoración en aquel día, como cosa santa unto el SEÑOR.
En el año del jubile el campo regresará unto le de quien lo estuvo comprado, incluso a él a quien la posesión de la tierra perteneció.
Y todo thy las valoraciones serán según el shekel del santuario: veinte gerahs será el shekel.
Sólo el firstling de las bestias, el cual tendría que ser el SEÑOR firstling, ningún hombre lo santificará; si lo ser ox, u oveja: es el SEÑOR es.
Y si lo ser de un unclean bestia, entonces redimirá él según thine valoración, y añadirá una quinta parte de él thereto: o si lo no ser redimido, entonces será vendido según thy valoración.
Notwithstanding Ninguna cosa dedicada, que un hombre dedicará unto el SEÑOR de todo que él hath, ambos de hombre y bestia, y del campo de su posesión, será vendido o redimió: cada cosa dedicada es más santa unto el SEÑOR.
Y todo el tithe de la tierra, si de la semilla de la tierra, o de la fruta del árbol, es el SEÑOR es: es santo unto el SEÑOR.
Y si un hombre en absoluto redimirá ought de su tithes, añadirá thereto la quinta parte del mismo.
Y respecto del tithe de la manada, o del rebaño, incluso de cualquier passeth bajo la caña, el décimo será santo unto el SEÑOR.
No buscará si lo ser bueno o malo, tampoco lo cambia: y si lo cambia en absoluto, entonces ambos lo y el cambio del mismo será santo; no será redimido.
Estos son el commandments, el cual el SEÑOR mandó Moisés para los niños de Israel en montar Sinai.
Y el SEÑOR spake unto Moisés en el wilderness de Sinai, en el tabernacle de la congregación, en el primer día del segundo mes, en el segundo año después de que estuvieron salidos de la tierra de Egipto, refrán,
De veinte años y arriba, todo aquello es capaz de ir adelante a guerra en Israel: thou y Aaron les numerará por sus ejércitos.
Y contigo allí será un hombre de cada tribu; cada una jefa de la casa de sus padres.
Y estos son los nombres de los hombres que estará contigo: de la tribu de Reuben; Elizur el hijo de Shedeur.
De Simeon; Shelumiel el hijo de Zurishaddai.
De Judah; Nahshon el hijo de Amminadab.
De Issachar; Nethaneel el hijo de Zuar.
De Zebulun; Eliab el hijo de Helon.
De Benjamin; Abidan el hijo de Gideoni.
De Dan; Ahiezer el hijo de Ammishaddai.
De Asher; Pagiel el hijo de Ocran.
De Gad; Eliasaph el hijo de Deuel.
De Naphtali; Ahira el hijo de Enan.
Estos eran el renombrados de la congregación, príncipes de las tribus de sus padres, jefas de miles en Israel.
Y Moisés y Aaron tomaron estos hombres qué está expresado por sus nombres:
Y reunieron toda la congregación junta en el primer día del segundo mes, y declararon sus pedigrís después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, por sus urnas.
Como el SEÑOR mandó Moisés, así que les numeró en el wilderness de Sinai.
Y los niños de Reuben, Israel eldest hijo, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, por sus urnas, cada macho de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
De los niños de Simeon, por sus generaciones, después de sus familias, por la casa de sus padres, los que estuvieron numerados de ellos, según el número de los nombres, por sus urnas, cada macho de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Simeon, era cincuenta y nueve mil y trescientos.
De los niños de Gad, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Gad, era cuarenta y cinco mil seiscientos y cincuenta.
De los niños de Judah, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Judah, era threescore y catorce mil y seiscientos.
De los niños de Issachar, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Issachar, era cincuenta y cuatro mil y cuatrocientos.
De los niños de Zebulun, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Zebulun, era cincuenta y siete mil y cuatrocientos.
De los niños de Joseph, concretamente, de los niños de Ephraim, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Ephraim, era cuarenta mil y cincocientos.
Los que estuvieron numerados de ellos, incluso de la tribu de Manasseh, era treinta y dos mil y doscientos.
De los niños de Benjamin, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Benjamin, era treinta y cinco mil y cuatrocientos.
De los niños de Dan, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Dan, era threescore y dos mil y sietecientos.
De los niños de Asher, por sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Asher, era cuarenta y mil y cincocientos.
De los niños de Naphtali, durante sus generaciones, después de sus familias, por la casa de sus padres, según el número de los nombres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra;
Los que estuvieron numerados de ellos, incluso de la tribu de Naphtali, era cincuenta y tres mil y cuatrocientos.
Estos son los que estuvo numerado, el cual Moisés y Aaron numeraron, y los príncipes de Israel, ser doce hombres: cada cual uno era para la casa de sus padres.
Así que era todo los que estuvieron numerados de los niños de Israel, por la casa de sus padres, de veinte años y arriba, todo aquello era capaz de ir adelante a guerra en Israel;
Incluso todo ellos aquello estuvo numerado era seiscientos millar y tres mil y cincocientos y cincuenta.
Pero el Levites después de la tribu de sus padres no fueron numerados entre ellos.
Para el SEÑOR había hablado unto Moisés, refrán,
Sólo thou shalt no numerar la tribu de Levi, tampoco tomar la suma de ellos entre los niños de Israel:
Y cuándo el tabernacle setteth delantero, el Levites lo tomará abajo: y cuándo el tabernacle es para ser pitched, el Levites lo pondrá arriba: y el más extraño que cometh nigh será puesto a muerte.
Y los niños de Israel tono sus tiendas, cada hombre por su campamento propio, y cada hombre por su nivel propio, durante sus anfitriones.
Pero el Levites ronda de tono sobre el tabernacle de testimonio, que allí ser ninguna ira a la congregación de los niños de Israel: y el Levites mantendrá el cargo del tabernacle de testimonio.
Y los niños de Israel hicieron según todo que el SEÑOR mandó Moisés, así que ellos.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Cada hombre de los niños de Israel tono por su nivel propio, con el ensign de la casa de su padre: lejos fuera sobre el tabernacle de la congregación ellos tono.
Y en el lado del este hacia el ascendiendo del sol ellos del nivel del campamento de Judah tono durante sus ejércitos: y Nahshon el hijo de Amminadab será capitán de los niños de Judah.
Y su anfitrión, y los que estuvieron numerados de ellos, era threescore y catorce mil y seiscientos.
Y los que hacen tono luego unto le será la tribu de Issachar: y Nethaneel el hijo de Zuar será capitán de los niños de Issachar.
Y su anfitrión, y los que estuvieron numerados del mismo, era cincuenta y cuatro mil y cuatrocientos.
Entonces la tribu de Zebulun: y Eliab el hijo de Helon será capitán de los niños de Zebulun.
Y su anfitrión, y los que estuvieron numerados del mismo, era cincuenta y siete mil y cuatrocientos.
Todo aquello estuvo numerado en el campamento de Judah era un millar de centenar y fourscore millar y seis mil y cuatrocientos, durante sus ejércitos. Estos primero puestos adelante.
En el lado del sur será el nivel del campamento de Reuben según sus ejércitos: y el capitán de los niños de Reuben serán Elizur el hijo de Shedeur.
Y su anfitrión, y los que estuvieron numerados del mismo, era cuarenta y seis mil y cincocientos.
Y aquellos qué tono por él será la tribu de Simeon: y el capitán de los niños de Simeon será Shelumiel el hijo de Zurishaddai.
Y su anfitrión, y los que estuvieron numerados de ellos, era cincuenta y nueve mil y trescientos.
Entonces la tribu de Gad: y el capitán de los hijos de Gad será Eliasaph el hijo de Reuel.
Y su anfitrión, y los que estuvieron numerados de ellos, era cuarenta y cinco mil y seiscientos y cincuenta.
Todo aquello estuvo numerado en el campamento de Reuben era un millar de centenar y cincuenta y mil y cuatrocientos y cincuenta, durante sus ejércitos. Y pondrán adelante en la segunda fila.
Entonces el tabernacle de la congregación pondrá adelante con el campamento del Levites en el midst del campamento: como ellos encamp, así que pusieron adelante, cada hombre en su sitio por sus niveles.
En el lado del oeste será el nivel del campamento de Ephraim según sus ejércitos: y el capitán de los hijos de Ephraim será Elishama el hijo de Ammihud.
Y su anfitrión, y los que estuvieron numerados de ellos, era cuarenta mil y cincocientos.
Y por él será la tribu de Manasseh: y el capitán de los niños de Manasseh será Gamaliel el hijo de Pedahzur.
Y su anfitrión, y los que estuvieron numerados de ellos, era treinta y dos mil y doscientos.
Entonces la tribu de Benjamin: y el capitán de los hijos de Benjamin serán Abidan el hijo de Gideoni.
Y su anfitrión, y los que estuvieron numerados de ellos, era treinta y cinco mil y cuatrocientos.
Todo aquello estuvo numerado del campamento de Ephraim era un millar de centenar y ocho mil y un centenar, durante sus ejércitos. E irán de frente en la tercera fila.
El nivel del campamento de Dan será en el lado del norte por sus ejércitos: y el capitán de los niños de Dan serán Ahiezer el hijo de Ammishaddai.
Y su anfitrión, y los que estuvieron numerados de ellos, era threescore y dos mil y sietecientos.
Y los que encamp por él será la tribu de Asher: y el capitán de los niños de Asher serán Pagiel el hijo de Ocran.
Y su anfitrión, y los que estuvieron numerados de ellos, era cuarenta y mil y cincocientos.
Entonces la tribu de Naphtali: y el capitán de los niños de Naphtali será Ahira el hijo de Enan.
Y su anfitrión, y los que estuvieron numerados de ellos, era cincuenta y tres mil y cuatrocientos.
Todo ellos aquello estuvo numerado en el campamento de Dan era un millar de centenar y cincuenta y siete mil y seiscientos. Irán hindmost con sus niveles.
Estos son aquellos cuál estuvo numerado de los niños de Israel por la casa de sus padres: todo los que estuvieron numerados de los campamentos durante sus anfitriones eran seiscientos millar y tres mil y cincocientos y cincuenta.
Pero el Levites no fue numerado entre los niños de Israel; como el SEÑOR mandó Moisés.
Estos también son las generaciones de Aaron y Moisés en el día que el SEÑOR spake con Moisés en montar Sinai.
Y estos son los nombres de los hijos de Aaron; Nadab el firstborn, y Abihu, Eleazar, e ithamar.
Estos son los nombres de los hijos de Aaron, los sacerdotes qué era anointed, quien consagró a ministro en la oficina del sacerdote.
Y Nadab y Abihu muerto antes del SEÑOR, cuándo ofrecieron fuego extraño antes del SEÑOR, en el wilderness de Sinai, y no tuvieron ningún niño: y Eleazar e ithamar ministered en la oficina del sacerdote en la vista de Aaron su padre.
Y el SEÑOR spake unto Moisés, refrán,
Traer la tribu de Levi cercano, y presentarles antes de que Aaron el sacerdote, que pueden ministro unto le.
Y mantendrán su cargo, y el cargo de la congregación entera antes del tabernacle de la congregación, para hacer el servicio del tabernacle.
Y mantendrán todos los instrumentos del tabernacle de la congregación, y el cargo de los niños de Israel, para hacer el servicio del tabernacle.
Y thou shalt dar el Levites unto Aaron y a sus hijos: son completamente dados unto le fuera de los niños de Israel.
Y thou shalt nombra Aaron y sus hijos, y esperarán en la oficina de su sacerdote: y el más extraño que cometh nigh será puesto a muerte.
Y el SEÑOR spake unto Moisés, refrán,
E I, behold, he tomado el Levites de entre los niños de Israel en vez de todo el firstborn que openeth la matriz entre los niños de Israel: por eso el Levites será mina;
Porque todo el firstborn es mina; para en el día que golpeé todo el firstborn en la tierra de Egipto I hallowed unto me todo el firstborn en Israel, ambos hombre y bestia: mina ellos ser: soy el SEÑOR .
Y el SEÑOR spake unto Moisés en el wilderness de Sinai, refrán,
Y Moisés les numeró según la palabra del SEÑOR, como estuvo mandado.
Y estos eran los hijos de Levi por sus nombres; Gershon, y Kohath, y Merari.
Y estos son los nombres de los hijos de Gershon por sus familias; Libni, y Shimei.
Y los hijos de Merari por sus familias; Mahli, y Mushi. Estos son las familias del Levites según la casa de sus padres.
De Gershon era la familia del Libnites, y la familia del Shimites: estos son las familias del Gershonites.
Los que estuvieron numerados de ellos, según el número de todos los machos, de un mes viejo y arriba, incluso los que estuvieron numerados de ellos eran siete mil y cincocientos.
Y el jefe de la casa del padre del Gershonites será Eliasaph el hijo de Lael.
Y el cargo de los hijos de Gershon en el tabernacle de la congregación será el tabernacle, y la tienda, la cobertura del mismo, y el colgando para la puerta del tabernacle de la congregación,
Y el hangings de la corte, y la cortina para la puerta de la corte, el cual es por el tabernacle, y por la ronda de altar aproximadamente, y los cordones de él para todo el servicio del mismo.
En el número de todos los machos, de un mes viejo y arriba, era ocho mil y seiscientos, manteniendo el cargo del santuario.
Las familias de los hijos de Kohath tono en el lado del tabernacle hacia el sur.
Y el jefe de la casa del padre de las familias del Kohathites será Elizaphan el hijo de Uzziel.
Y su cargo será el arca , y la mesa, y el candlestick, y los altares, y las vaso del santuario wherewith ellos ministro, y el colgando, y todo el servicio del mismo.
Y Eleazar el hijo de Aaron el sacerdote será jefe sobre el jefe del Levites, y tener el descuido de ellos aquello mantiene el cargo del santuario.
De Merari era la familia del Mahlites, y la familia del Mushites: estos son las familias de Merari.
Y los que estuvieron numerados de ellos, según el número de todos los machos, de un mes viejo y arriba, era seis mil y doscientos.
Y el jefe de la casa del padre de las familias de Merari era Zuriel el hijo de Abihail: estos tono en el lado del tabernacle northward.
Y bajo la custodia y cargo de los hijos de Merari será las juntas del tabernacle, y las barras del mismo, y las pilares del mismo, y los casquetes del mismo, y todas las vaso del mismo, y todo aquel serveth thereto,
Y las pilares de la ronda de corte aproximadamente, y sus casquetes, y sus alfileres, y sus cordones.
Pero los que encamp antes del tabernacle hacia el este, incluso antes del tabernacle de la congregación eastward, será Moisés, y Aaron y sus hijos, manteniendo el cargo del santuario para el cargo de los niños de Israel; y el más extraño que cometh nigh será puesto a muerte.
Todo aquello estuvo numerado del Levites, el cual Moisés y Aaron numeraron en el commandment del SEÑOR, durante sus familias, todos los machos de un mes viejo y arriba, era veinte y dos mil.
Y el SEÑOR dijo unto Moisés, Numera todo el firstborn de los machos de los niños de Israel de un mes viejo y arriba, y tomar el número de sus nombres.
Y thou shalt tomar el Levites para mí (I soy el SEÑOR) en vez de todo el firstborn entre los niños de Israel; y el ganado del Levites en vez de todo el firstlings entre el ganado de los niños de Israel.
Y Moisés numeró, como el SEÑOR le mandó, todo el firstborn entre los niños de Israel.
Y todo el firstborn machos por el número de nombres, de un mes viejo y arriba, de los que estuvieron numerados de ellos, era veinte y dos mil doscientos y threescore y trece.
Tomar el Levites en vez de todo el firstborn entre los niños de Israel, y el ganado del Levites en vez de su ganado; y el Levites será mina: soy el SEÑOR .
Y para los que son para ser redimidos del doscientos y threescore y trece del firstborn de los niños de Israel, los cuales son más del Levites;
Thou shalt incluso tomar cinco shekels apiece por la urna, después del shekel del santuario shalt thou tomarles: (el shekel es veinte gerahs:)
Y thou shalt dar el dinero, wherewith el número extraño de ellos es para ser redimido, unto Aaron y a sus hijos.
Y Moisés tomó el dinero de redención de ellos aquello era encima y encima les aquello estuvo redimido por el Levites:
Del firstborn de los niños de Israel tomaron él el dinero; mil trescientos y threescore y cinco shekels, después del shekel del santuario:
Y Moisés dio el dinero de ellos aquello estuvo redimido unto Aaron y a sus hijos, según la palabra del SEÑOR, como el SEÑOR mandó Moisés.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Esto será el servicio de los hijos de Kohath en el tabernacle de la congregación, aproximadamente las cosas más santas:
Y pondrá thereon la cobertura de tejones' pieles, y extenderá encima lo una tela completamente de azul, y pondrá en el staves del mismo.
Y a la mesa de shewbread extenderán una tela de azul, y poner thereon los platos, y las cucharas, y los boles, y portadas para cubrir withal: y el continual el pan será thereon:
Y extenderán a ellos una tela de escarlata, y portada igual con una cobertura de tejones' pieles, y pondrá en el staves del mismo.
Y tomarán una tela de azul, y cubrir el candlestick de la luz, y sus lámparas, y su tongs, y su snuffdishes, y todas las vaso de óleo del mismo, wherewith ellos ministro unto lo:
Y lo pondrán y todas las vaso del mismo dentro de una cobertura de tejones' pieles, y pondrá él a una barra.
Y al altar dorado extenderán una tela de azul, y portada él con una cobertura de tejones' pieles, y pondrá al staves del mismo:
Y tomarán todos los instrumentos de ministerio, wherewith ellos ministro en el santuario, y puesto les en una tela de azul, y cubrirles con una cobertura de tejones' pieles, y les pondrá encima una barra:
Y pondrán a él todas las vaso del mismo, wherewith ellos ministro aproximadamente lo, incluso el censers, el fleshhooks, y las palas, y el basons, todas las vaso del altar; y extenderán a él una cobertura de tejones' pieles, y puestos al staves de él.
Y a la oficina de Eleazar el hijo de Aaron el sacerdote pertaineth el óleo para la luz, y el incienso dulce, y la ofrenda de carne diaria, y el óleo de unción, y el descuido de todo el tabernacle, y de todo aquel therein es, en el santuario, y en las vaso del mismo.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Corte ye no de la tribu de las familias del Kohathites de entre el Levites:
Pero así unto les, que pueden vivir, y no morir, cuándo se acercan unto las cosas más santas: Aaron y sus hijos entrarán, y nombrarles cada un a su servicio y a su carga:
Pero no entrarán para ver cuándo las cosas santas están cubiertas, lest mueren.
Y el SEÑOR spake unto Moisés, refrán,
De treinta años y arriba hasta que cincuenta años shalt thou les numera; todo aquello introduce en para actuar el servicio, para hacer la obra en el tabernacle de la congregación.
Esto es el servicio de las familias del Gershonites, para servir, y para cargas:
Y aguantarán las cortinas del tabernacle, y el tabernacle de la congregación, su cobertura, y la cobertura de los tejones' pieles que es encima a él, y el colgando para la puerta del tabernacle de la congregación,
Y el hangings de la corte, y el colgando para la puerta de la puerta de la corte, el cual es por el tabernacle y por la ronda de altar aproximadamente, y sus cordones, y todos los instrumentos de su servicio, y todo aquello está hecho para ellos: así que sirven.
En la cita de Aaron y sus hijos serán todo el servicio de los hijos del Gershonites, en todas sus cargas, y en todo su servicio: y ye nombrará unto les en cobrar todas sus cargas.
Esto es el servicio de las familias de los hijos de Gershon en el tabernacle de la congregación: y su cargo será bajo la mano de Ithamar el hijo de Aaron el sacerdote.
En cuanto a los hijos de Merari, thou shalt les numera después de que sus familias, por la casa de sus padres;
De treinta años y arriba incluso unto cincuenta años shalt thou les numera, cada un que entereth al servicio, para hacer la obra del tabernacle de la congregación.
Y esto es el cargo de su carga, según todo su servicio en el tabernacle de la congregación; las juntas del tabernacle, y las barras del mismo, y las pilares del mismo, y casquetes del mismo,
Y las pilares de la ronda de corte aproximadamente, y sus casquetes, y sus alfileres, y sus cordones, con todos sus instrumentos, y con todo su servicio: y por nombrar ye calculará los instrumentos del cargo de su carga.
Esto es el servicio de las familias de los hijos de Merari, según todo su servicio, en el tabernacle de la congregación, bajo la mano de Ithamar el hijo de Aaron el sacerdote.
Y Moisés y Aaron y el jefe de la congregación numeró los hijos del Kohathites después de sus familias, y después de la casa de sus padres,
De treinta años y arriba incluso unto cincuenta años, cada un que entereth al servicio, para la obra en el tabernacle de la congregación:
Y los que estuvieron numerados de ellos por sus familias eran dos mil sietecientos y cincuenta.
Y los que estuvieron numerados de los hijos de Gershon, durante sus familias, y por la casa de sus padres,
De treinta años y arriba incluso unto cincuenta años, cada un que entereth al servicio, para la obra en el tabernacle de la congregación,
Incluso los que estuvieron numerados de ellos, durante sus familias, por la casa de sus padres, era dos mil y seiscientos y treinta.
Estos son aquello estuvo numerado de las familias de los hijos de Gershon, de todo aquello podría hacer servicio en el tabernacle de la congregación, quien Moisés y Aaron numeraron según el commandment del SEÑOR.
Y los que estuvieron numerados de las familias de los hijos de Merari, durante sus familias, por la casa de sus padres,
De treinta años y arriba incluso unto cincuenta años, cada un que entereth al servicio, para la obra en el tabernacle de la congregación,
Incluso los que estuvieron numerados de ellos después de que sus familias, era tres mil y doscientos.
Todo los que estuvieron numerados del Levites, quien Moisés y Aaron y el jefe de Israel numeró, después de sus familias, y después de la casa de sus padres,
De treinta años y arriba incluso unto cincuenta años, cada uno aquello vino para hacer el servicio del ministerio, y el servicio de la carga en el tabernacle de la congregación,
Incluso los que estuvieron numerados de ellos, era ocho mil y cincocientos y fourscore.
Según el commandment del SEÑOR estuvieron numerados por la mano de Moisés, cada uno según su servicio, y según su carga: así fueron numeró de él, como el SEÑOR mandó Moisés.
Y el SEÑOR spake unto Moisés, refrán,
Orden los niños de Israel, que pusieron fuera del campamento cada leper, y cada uno aquello hath un asunto, y whosoever es defiled por el muerto:
Ambos macho y mujer ye puesto fuera, sin el campamento ye puesto les; aquello ellos defile no sus campamentos, en el midst de lo que moro.
Y los niños de Israel hicieron tan, y puestos les fuera sin el campamento: como el SEÑOR spake unto Moisés, tan hizo los niños de Israel.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, Cuándo un hombre o la mujer cometerán cualquier pecado que los hombres cometen, para hacer un entrar sin autorización contra el SEÑOR, y que persona ser culpable;
Entonces confesarán su pecar cuál han hecho: y él recompense suyo entrar sin autorización con el principal del mismo, y añadir unto lo la quinta parte del mismo, y darlo unto le en contra quien él hath entrado sin autorización.
Pero si el hombre tiene no kinsman a recompense el entrar sin autorización unto, dejado el entrar sin autorización ser recompensed unto el SEÑOR, incluso al sacerdote; junto al carnero del atonement, por el cual un atonement será hecho para él.
Y cada hombre hallowed las cosas serán su: cualquier cosa cualquier hombre giveth el sacerdote, será su.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y decir unto les, Si la mujer de cualquier hombre va aparte, y cometer un entrar sin autorización en contra le,
Y una mentira de hombre con su carnalmente, y lo ser escondido de los ojos de su marido, y ser mantenido cercano, y ella ser defiled, y allí ser ningún testigo contra su, tampoco ella ser tomado con la manera;
Y el alcohol de los celos venidos a él, y él ser celoso de su mujer, y ella ser defiled: o si el alcohol de los celos venidos a él, y él ser celoso de su mujer, y no ser defiled:
Entonces el hombre trae su mujer unto el sacerdote, y traerá su ofrenda para su, la décima parte de un ephah de comida de cebada; no vertirá ningún óleo a él, ni poner frankincense thereon; para es una ofrenda de celos, una ofrenda de conmemorativo, trayendo iniquidad a remembrance.
Y el sacerdote traerá su cercano, y puesto le antes de que el SEÑOR:
Y el sacerdote tomará agua santa en un earthen vaso; y del polvo que es en el piso del tabernacle el sacerdote tomará, y puesto él al agua:
Y el sacerdote pondrá la mujer antes del SEÑOR, y uncover la jefa de la mujer, y poner la ofrenda de conmemorativo en sus manos, el cual es la ofrenda de celos : y el sacerdote tendrá en su mano el agua amarga que causeth la maldición:
Y el sacerdote cobrará su por un oath, y decir unto la mujer, Si ningún hombre ha lain con thee, y si thou hast no ido aparte a uncleanness con otro en vez de thy marido, ser thou libre de esta agua amarga que causeth la maldición:
Pero si thou hast ido aparte a otro en vez de thy marido, y si thou ser defiled, y algún hombre ha lain con thee junto a thine marido:
Entonces el sacerdote cobrará la mujer con un oath de maldecir, y el sacerdote dirá unto la mujer, La marca de SEÑOR thee una maldición y un oath entre thy personas, cuándo el SEÑOR doth marca thy muslo para pudrir, y thy vientre a marejada;
Y esta agua que causeth la maldición irá a thy intestinos, para hacer thy vientre a marejada, y thy muslo para pudrir: Y la mujer dirá, Amén, amén.
Y el sacerdote escribirá estas maldiciones en un libro, y él blot les fuera con el agua amarga:
Y causará la mujer para beber el agua amarga que causeth la maldición: y el agua que causeth la maldición introducirá a su, y acaecer amargo.
Entonces el sacerdote tomará la ofrenda de celos fuera de la mano de la mujer, y agitará la ofrenda antes del SEÑOR, y oferta él al altar:
Y el sacerdote tomará un handful de la ofrenda, incluso el conmemorativo del mismo, y quemadura él al altar, y después causará la mujer para beber el agua.
Y cuándo él hath hecho le para beber el agua, entonces vendrá para pasar, aquello, si ella ser defiled, y ha hecho entra sin autorización contra su marido, que el agua que causeth la maldición introducirá a su, y acaecer amargo, y su vientre marejada, y su muslo pudrirá: y la mujer será una maldición entre sus personas.
Y si la mujer no ser defiled, pero ser limpio; entonces será libre, y concebirá semilla.
Esto es la ley de celos, cuándo una mujer goeth aparte a otro en vez de su marido, y es defiled;
O cuándo el alcohol de celos cometh a él, y él ser celoso sobre su mujer, y pondrá la mujer antes del SEÑOR, y el sacerdote ejecutará a su toda esta ley.
Entonces el hombre ser guiltless de iniquidad, y esta mujer aguantará su iniquidad.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo cualquier hombre o la mujer separarán ellos para jurar un jurar de un Nazarite, para los separar unto el SEÑOR:
se separará de vino y bebida fuerte, y beberá ningún vinagre de vino, o vinagre de bebida fuerte, tampoco bebe cualquier licor de uvas, ni comer moist uvas, o secó.
Todos los días de su separación come nada aquello está hecho del árbol de parra, del kernels incluso al husk.
Todos los días del jurar de su separación allí ninguna navaja venida a su jefa: hasta los días ser cumplidos, en el cuál él separateth él unto el SEÑOR, será santo, y dejará las cerraduras del cabello de su jefa crece.
Todos los días que él separateth él unto el SEÑOR vendrá en ningún ente muerto.
No se hará unclean para su padre, o para su madre, para su hermano, o para su hermana, cuándo mueren: porque la consagración de su Dios es a su jefa.
Y si cualquier hombre muere muy de repente por él, y él hath defiled la jefa de su consagración; entonces afeitará su jefa en el día de su limpiador, en el séptimo día lo afeita.
Y en el octavo día traerá dos tortugas, o dos palomos jóvenes, al sacerdote, a la puerta del tabernacle de la congregación:
Y el sacerdote ofrecerá el para una ofrenda de pecado, y el otro para una ofrenda quemada, y hacer un atonement para él, para aquel pecó por el muerto, y hallow su jefa que día mismo.
Y consagrará unto el SEÑOR los días de su separación, y traerá un cordero del primer año para un entrar sin autorización ofrenda: pero los días que era antes será perdido, porque su separación era defiled.
Y esto es la ley del Nazarite, cuándo los días de su separación están cumplidos: será trajo unto la puerta del tabernacle de la congregación:
Y ofrecerá su ofrenda unto el SEÑOR, uno él cordero del primer año sin mácula para una ofrenda quemada, y uno ewe cordero del primer año sin mácula para una ofrenda de pecado, y un carnero sin mácula para ofrendas de paz,
Y una cesta de unleavened pan, pasteles de la harina fina mezclada con óleo, y obleas de unleavened pan anointed con óleo, y su ofrenda de carne, y sus ofrendas de bebida.
Y el sacerdote les traerá antes de que el SEÑOR, y ofrecerá su ofrenda de pecado, y su ofrenda quemada:
Y ofrecerá el carnero para un sacrificio de ofrendas de paz unto el SEÑOR, con la cesta de unleavened pan: el sacerdote ofrecerá también su ofrenda de carne, y su ofrenda de bebida.
Y el Nazarite afeitará la jefa de su separación en la puerta del tabernacle de la congregación, y tomará el cabello de la jefa de su separación, y puesto él en el disparar cuál es bajo el sacrificio de las ofrendas de paz.
Y el sacerdote tomará el sodden hombro del carnero, y uno unleavened pastel fuera de la cesta, y uno unleavened oblea, y les pondrá a las manos del Nazarite, después del cabello de su separación es shaven:
Y el sacerdote les agitará para una ofrenda ondulatoria antes del SEÑOR: esto es santo para el sacerdote, con el seno ondulatorio y alzar hombro: y después que el Nazarite puede beber vino.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Aaron y unto sus hijos, refrán, En este sensato ye bendecirá los niños de Israel, diciendo unto les,
El SEÑOR bendice thee, y mantener thee:
El SEÑOR hace su brillo de cara a thee, y ser gentil unto thee:
Y pondrán mi nombre a los niños de Israel; y les bendeciré.
Y vino para pasar en el día que Moisés plenamente había puesto arriba del tabernacle, y hubo anointed lo, y lo santificó, y todos los instrumentos del mismo, tanto el altar y todas las vaso del mismo, y hubo anointed les, y les santificó;
Aquello los príncipes de Israel, jefas de la casa de sus padres, quién era los príncipes de las tribus, y era encima les aquello estuvo numerado, ofreció:
Y trajeron su ofrenda antes del SEÑOR, seis cubrió vagones, y doce oxen; un vagón para dos de los príncipes, y para cada uno un ox: y les trajeron antes de que el tabernacle.
Y el SEÑOR spake unto Moisés, refrán,
Toma él de ellos, que pueden ser para hacer el servicio del tabernacle de la congregación; y thou shalt darles unto el Levites, a cada hombre según su servicio.
Y Moisés tomó los vagones y el oxen, y les dio unto el Levites.
Dos vagones y cuatro oxen dio unto los hijos de Gershon, según su servicio:
Y cuatro vagones y ocho oxen dio unto los hijos de Merari, según unto su servicio, bajo la mano de Ithamar el hijo de Aaron el sacerdote.
Pero unto los hijos de Kohath dio ninguno: porque el servicio del santuario que pertenece unto les era que tendrían que aguantar a sus hombros.
Y los príncipes ofrecieron para dedicar del altar en el día que lo era anointed, incluso los príncipes ofrecieron su ofrenda antes del altar.
Y el SEÑOR dijo unto Moisés, ofrecerán su ofrenda, cada príncipe en su día, para el dedicando del altar.
Y él aquello ofreció su ofreciendo el primer día era Nahshon el hijo de Amminadab, de la tribu de Judah:
Y su ofrenda era una plata charger, el peso del mismo era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos eran llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Una cuchara de diez shekels de oro, lleno de incienso:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Nahshon el hijo de Amminadab.
En el segundo día Nethaneel el hijo de Zuar, príncipe de Issachar, ofreció:
ofreció para su ofrenda una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Una cuchara de oro de diez shekels, lleno de incienso:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Nethaneel el hijo de Zuar.
En el tercer día Eliab el hijo de Helon, príncipe de los niños de Zebulun, ofreció:
Su ofrenda era una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Eliab el hijo de Helon.
En el cuarto día Elizur el hijo de Shedeur, príncipe de los niños de Reuben, ofreció:
Su ofrenda era una plata charger del peso de un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Elizur el hijo de Shedeur.
En el quinto día Shelumiel el hijo de Zurishaddai, príncipe de los niños de Simeon, ofreció:
Su ofrenda era una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Shelumiel el hijo de Zurishaddai.
En el sexto día Eliasaph el hijo de Deuel, príncipe de los niños de Gad, ofreció:
Su ofrenda era una plata charger del peso de un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Eliasaph el hijo de Deuel.
En el séptimo día Elishama el hijo de Ammihud, príncipe de los niños de Ephraim, ofreció:
Su ofrenda era una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Elishama el hijo de Ammihud.
En el octavo día ofreció Gamaliel el hijo de Pedahzur, príncipe de los niños de Manasseh:
Su ofrenda era una plata charger del peso de un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Gamaliel el hijo de Pedahzur.
Su ofrenda era una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Abidan el hijo de Gideoni.
En el décimo día Ahiezer el hijo de Ammishaddai, príncipe de los niños de Dan, ofreció:
Su ofrenda era una plata charger, el peso de lo que era un centenar y treinta shekels, un bol de plata de setenta shekels, después del shekel del santuario; ambos de ellos llenos de la harina fina mezclada con óleo para una ofrenda de carne:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Ahiezer el hijo de Ammishaddai.
En el undécimo día Pagiel el hijo de Ocran, príncipe de los niños de Asher, ofreció:
Uno cuchara dorada de diez shekels, lleno de incienso:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Pagiel el hijo de Ocran.
En el duodécimo día Ahira el hijo de Enan, príncipe de los niños de Naphtali, ofreció:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno bromea de las cabras para una ofrenda de pecado:
Y para un sacrificio de ofrendas de paz, dos oxen, cinco carneros, cinco él cabras, cinco corderos del primer año: esto era la ofrenda de Ahira el hijo de Enan.
Esto era la dedicación del altar, en el día cuándo era anointed, por los príncipes de Israel: doce chargers de plata, doce boles de plata, doce cucharas de oro:
Las cucharas doradas eran doce, llenos de incienso, pesando diez shekels apiece, después del shekel del santuario: todo el oro de las cucharas era un centenar y veinte shekels.
Todo el oxen para la ofrenda quemada era doce bullocks, los carneros doce, los corderos del primer año doce, con su ofrenda de carne: y los niños de las cabras para peca ofrecer doce.
Y cuándo Moisés estuvo ido al tabernacle de la congregación para hablar con él, entonces oyó la voz de uno hablando unto le de de la piedad sienta aquello era al arca de testimonio, de entre el dos cherubims: y él spake unto le.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Aaron, y decir unto le, Cuándo thou más ligero las lámparas, las siete lámparas darán ligeras encima contra el candlestick.
Y esta obra del candlestick era de oro batido, unto el eje del mismo, unto las flores del mismo, estuvo batido obra: según unto el patrón qué el SEÑOR hubo shewed Moisés, así que hizo el candlestick.
Y el SEÑOR spake unto Moisés, refrán,
Tomar el Levites de entre los niños de Israel, y cleanse les.
Y así shalt thou unto les, a cleanse les: Sprinkle agua de purifying a ellos, y dejados les afeitar toda su carne, y dejado les lavado su ropa, y tan marca ellos limpio.
Entonces dejado les tomar un joven bullock con su ofrenda de carne, incluso la harina fina mezclada con óleo, y otro joven bullock shalt thou tomar para una ofrenda de pecado.
Y thou shalt traer el Levites antes del tabernacle de la congregación: y thou shalt reunir la asamblea entera de los niños de Israel junto:
Y thou shalt traer el Levites antes del SEÑOR: y los niños de Israel pondrán sus manos al Levites:
Y Aaron ofrecerá el Levites antes del SEÑOR para una ofrenda de los niños de Israel, que pueden ejecutar el servicio del SEÑOR.
Y el Levites pondrá sus manos a las jefas del bullocks: y thou shalt oferta el para una ofrenda de pecado, y el otro para una ofrenda quemada, unto el SEÑOR, para hacer un atonement para el Levites.
Y thou shalt puesto el Levites antes de que Aaron, y antes de sus hijos, y ofrecerles para una ofrenda unto el SEÑOR.
Así shalt thou separar el Levites de entre los niños de Israel: y el Levites será mina.
Y después de que aquello el Levites entra para hacer el servicio del tabernacle de la congregación: y thou shalt cleanse les, y ofrecerles para una ofrenda.
Para son completamente dados unto me de entre los niños de Israel; en vez de como abierto cada womb, incluso en vez del firstborn de todos los niños de Israel, tiene I tomado les unto me.
Para todo el firstborn de los niños de Israel son mina, ambos hombre y bestia: en el día que golpeé cada firstborn en la tierra de Egipto les santifiqué en nombre propio.
Y he tomado el Levites para todo el firstborn de los niños de Israel.
Y he dado el Levites como regalo a Aaron y a sus hijos de entre los niños de Israel, para hacer el servicio de los niños de Israel en el tabernacle de la congregación, y para hacer un atonement para los niños de Israel: aquello allí ser ninguna plaga entre los niños de Israel, cuándo los niños de Israel vienen nigh unto el santuario.
Y Moisés, y Aaron, y toda la congregación de los niños de Israel, al Levites según unto todo que el SEÑOR mandó Moisés respecto del Levites, tan hizo los niños de Israel unto les.
Y el Levites era purified, y lavaron su ropa; y Aaron les ofreció como una ofrenda antes del SEÑOR; y Aaron hizo un atonement para ellos a cleanse les.
Y después de que aquello fue el Levites en para hacer su servicio en el tabernacle de la congregación antes de que Aaron, y antes de sus hijos: como el SEÑOR había mandado Moisés respecto del Levites, así que ellos unto les.
Y el SEÑOR spake unto Moisés, refrán,
Esto es que belongeth unto el Levites: de veinte y cinco años y arriba entrarán para esperar al servicio del tabernacle de la congregación:
Y de la edad de cincuenta años cesarán esperar al servicio del mismo, y servirá no más:
Pero ministro con sus hermanos en el tabernacle de la congregación, para mantener el cargo, y hará ningún servicio. Así shalt thou unto el Levites tocando su cargo.
Y el SEÑOR spake unto Moisés en el wilderness de Sinai, en el primer mes del segundo año después de que estuvieron salidos de la tierra de Egipto, refrán,
Dejado los niños de Israel también mantiene el passover en su estación nombrada.
En el decimocuarto día de este mes, en incluso, ye mantendrá él en su estación nombrada: según todos los ritos de él, y según todas las ceremonias del mismo, ye mantenerlo.
Y Moisés spake unto los niños de Israel, que tendrían que mantener el passover.
Y mantuvieron el passover en el decimocuarto día del primer mes en incluso en el wilderness de Sinai: según todo que el SEÑOR mandó Moisés, tan hizo los niños de Israel.
Y había hombres seguros, quién era defiled por el ente muerto de un hombre, que no podrían mantener el passover en aquel día: y vinieron antes de que Moisés y antes de que Aaron en aquel día:
Y aquellos hombres dijeron unto le, somos defiled por el ente muerto de un hombre: wherefore somos mantuvo atrás, que no podemos ofrecer una ofrenda del SEÑOR en su estación nombrada entre los niños de Israel?
Y Moisés dijo unto les, Estand todavía, y oiré lo que el SEÑOR mandará concernir te.
Habla unto los niños de Israel, refrán, Si cualquier hombre de ti o de vuestra posteridad será unclean por razón de un ente muerto, o ser en un viaje lejos fuera, aún así mantendrá el passover unto el SEÑOR.
El decimocuarto día del segundo mes en incluso lo mantendrán, y comer él con unleavened pan y hierbas amargas.
Pero el hombre que es limpio, y no es en un viaje, y forbeareth para mantener el passover, incluso la misma alma será cortada fuera de entre sus personas: porque trajo no la ofrenda del SEÑOR en su estación nombrada, aquel hombre aguantará su pecado.
Y si un desconocido sojourn entre ti, y mantendrá el passover unto el SEÑOR; según el ordinance del passover, y según la manera del mismo, así que hace: ye tendrá uno ordinance, ambos para el desconocido, y para él aquello nació en la tierra.
Y en el día que el tabernacle era reared arriba de la nube cubrió el tabernacle, concretamente, la tienda del testimonio: y en incluso había al tabernacle como era el aspecto de fuego, hasta la mañana.
Así que era alway: la nube cubrió él por día, y el aspecto de fuego por noche.
Y cuándo la nube estuvo tomada arriba del tabernacle, entonces después que los niños de Israel journeyed: y en el sitio donde la morada de nube, allí los niños de Israel pitched sus tiendas.
En el commandment del SEÑOR los niños de Israel journeyed, y en el commandment del SEÑOR ellos pitched: mientras la morada de nube al tabernacle descansaron en sus tiendas.
Y cuándo la nube tarried mucho tiempo al tabernacle muchos días, entonces los niños de Israel mantuvieron el cargo del SEÑOR, y journeyed no.
Y tan era, cuándo la nube era unos cuantos días al tabernacle; según el commandment del SEÑOR ellos morada en sus tiendas, y según el commandment del SEÑOR ellos journeyed.
Y tan era, cuándo la morada de nube de incluso unto la mañana, y que la nube estuvo tomada arriba por la mañana, entonces ellos journeyed: si era por día o por noche que la nube estuvo tomada arriba, ellos journeyed.
O si era dos días , o un mes, o un año, que la nube tarried al tabernacle, quedando thereon, los niños de morada de Israel en sus tiendas, y journeyed no: pero cuándo estuvo tomado arriba, ellos journeyed.
En el commandment del SEÑOR descansaron en las tiendas, y en el commandment del SEÑOR ellos journeyed: mantuvieron el cargo del SEÑOR, en el commandment del SEÑOR por la mano de Moisés.
Y el SEÑOR spake unto Moisés, refrán,
Marca thee dos trompetas de plata; de una pieza entera shalt thou les hace: aquel thou mayest les utiliza para el llamando de la asamblea, y para el journeying de los campamentos.
Y si soplan pero con una trompeta, entonces los príncipes, los cuales son jefas de los miles de Israel, los reunirá unto thee.
Cuándo ye golpe una alarma el segundo tiempo, entonces los campamentos que la mentira en el lado del sur tomará su viaje: soplarán una alarma para sus viajes.
Pero cuándo la congregación es para ser reunido junto, ye soplará, pero ye no sonará una alarma.
Y los hijos de Aaron, los sacerdotes, soplará con las trompetas; y serán a ti para un ordinance para siempre durante vuestras generaciones.
Y si ye va a guerra en vuestra tierra contra el enemigo que oppresseth te, entonces ye soplará una alarma con las trompetas; y ye será recordado antes del SEÑOR vuestro Dios, y ye será salvado de vuestros enemigos.
También en el día de vuestro gladness, y en vuestros días solemnes, y en los comienzos de vuestros meses, ye soplará con las trompetas sobre vuestro quemó ofrendas, y sobre los sacrificios de vuestras ofrendas de paz; aquello pueden ser a ti para un monumento antes de vuestro Dios: soy el SEÑOR vuestro Dios.
Y los niños de Israel tomaron sus viajes fuera del wilderness de Sinai; y la nube descansada en el wilderness de Paran.
Y primero tomaron su viaje según el commandment del SEÑOR por la mano de Moisés.
En primer lugar fue el nivel del campamento de los niños de Judah según sus ejércitos: y sobre su anfitrión era Nahshon el hijo de Amminadab.
Y sobre el anfitrión de la tribu de los niños de Issachar era Nethaneel el hijo de Zuar.
Y sobre el anfitrión de la tribu de los niños de Zebulun era Eliab el hijo de Helon.
Y el tabernacle estuvo apeado; y los hijos de Gershon y los hijos de Merari conjunto adelante, aguantando el tabernacle.
Y el nivel del campamento de Reuben puso adelante según sus ejércitos: y sobre su anfitrión era Elizur el hijo de Shedeur.
Y sobre el anfitrión de la tribu de los niños de Gad era Eliasaph el hijo de Deuel.
Y el Kohathites conjunto adelante, aguantando el santuario: y el otro puso arriba del tabernacle en contra vinieron.
Y sobre el anfitrión de la tribu de los niños de Manasseh era Gamaliel el hijo de Pedahzur.
Y sobre el anfitrión de la tribu de los niños de Benjamin era Abidan el hijo de Gideoni.
Y el nivel del campamento de los niños de Dan pusieron adelante, el cual era el rereward de todos los campamentos durante sus anfitriones: y sobre su anfitrión era Ahiezer el hijo de Ammishaddai.
Y sobre el anfitrión de la tribu de los niños de Naphtali era Ahira el hijo de Enan.
Así era el journeyings de los niños de Israel según sus ejércitos, cuándo pusieron adelante.
Y Moisés dijo unto Hobab, el hijo de Raguel el Midianite, Moisés' padre en ley, somos journeying unto el sitio del cual el SEÑOR dijo, lo daré te: venir thou con nosotros, y haremos thee bien: para el SEÑOR hath hablado bueno concerniendo Israel.
Y dijo unto le, no iré; pero yo depart a mina tierra propia, y a mi parentela.
Y dijo, Dejarnos no, ruego thee; forasmuch como thou knowest cómo somos a encamp en el wilderness, y thou mayest ser a nosotros en vez de ojos.
Y será, si thou ir con nosotros, yea, será, que qué bondad el SEÑOR hará unto nos, igual nosotros unto thee.
Y ellos departed del monte del SEÑOR tres días' viaje: y el arca del covenant del SEÑOR fue antes de que les en los tres días' viaje, para buscar fuera de un sitio de descansar para ellos.
Y la nube de la SEÑORA era a ellos por día, cuándo salieron del campamento.
Y vino para pasar, cuándo el arca pone adelante, que Moisés dijo, se Subleva, SEÑOR, y dejar thine enemigos ser esparcidos; y dejado les que odio thee huir antes de thee.
Y cuándo descansó, dijo, Regreso, O SEÑOR, unto los muchos miles de Israel.
Y cuándo las personas renegaron, desagradó el SEÑOR: y el SEÑOR lo oyó; y su rabia era kindled; y el fuego del SEÑOR quemado entre ellos, y les consumió aquello era en las partes sumas del campamento.
Y las personas lloraron unto Moisés; y cuándo Moisés rogó unto el SEÑOR, el fuego era quenched.
Y llamó el nombre del sitio Taberah: porque el fuego del SEÑOR quemado entre ellos.
Y el mixt multitude aquello era entre ellos cayeron un lusting: y los niños de Israel también llorado otra vez, y dicho, Quién nos dará carne para comer?
Pero ahora nuestra alma está secada fuera: hay nada en absoluto, junto a este maná, antes de nuestros ojos.
Y el maná era tan semilla de cilantro, y el color del mismo como el color de bdellium.
Y las personas fueron aproximadamente, y lo reunió, y tierra él en molinos, o batió él en un mortero, y coció él en cacerolas, e hizo pasteles de él: y el gusto de él era como el gusto de óleo fresco.
Entonces Moisés oyó las personas lloran durante sus familias, cada hombre en la puerta de su tienda: y la rabia de la SEÑORA era kindled mucho; Moisés también estuvo desagradado.
Y Moisés dijo unto el SEÑOR, Wherefore hast thou afligido thy criado? Y wherefore tiene no fundo favor en thy vista, aquel thou layest la carga de todas estas personas a mí?
Whence Tener que tengo carne para dar unto todas estas personas? Para lloran unto me, refrán, Darnos carne, que podemos comer.
Y el SEÑOR dijo unto Moisés, Reúne unto me setenta hombres de los mayors de Israel, quien thou knowest para ser los mayors de las personas, y agentes encima les; y traerles unto el tabernacle de la congregación, que pueden estar allí con thee.
Y vendré abajo y charla con thee allí: y tomaré del alcohol qué es a thee, y pondrá él a ellos; y aguantarán la carga de las personas con thee, aquel thou oso él no thyself sólo.
Y decir thou unto las personas, prpers Santifica en contra a morrow, y ye comerá carne: para ye ha llorado en las orejas del SEÑOR, refrán, Quién nos dará carne para comer? Para era bien con nosotros en Egipto: por eso el SEÑOR te dará carne, y ye comerá.
Ye No comerá un día, ni dos días, ni cinco días, tampoco diez días, ni veinte días;
Y Moisés dijo, Las personas, entre quien soy, es seiscientos millar footmen; y thou hast dicho, les daré carne, que pueden comer un mes entero.
los rebaños y las manadas ser slain para ellos, para bastarles? O todo el pez del mar ser reunido junto para ellos, para bastarles?
Y el SEÑOR dijo unto Moisés, Es la mano del SEÑOR waxed corto? thou shalt Ve ahora si mi palabra vendrá para pasar unto thee o no.
Y Moisés salió, y dijo las personas las palabras del SEÑOR, y reunió los setenta hombres de los mayors de las personas, y puestos les ronda sobre el tabernacle.
Y el SEÑOR vino abajo en una nube, y spake unto le, y tomó del alcohol que era a él, y lo dio unto los setenta mayors: y vino para pasar, aquello, cuándo el alcohol descansado a ellos, ellos prophesied, y no cesó.
Pero allí quedó dos de los hombres en el campamento, el nombre del era Eldad, y el nombre del otro Medad: y el alcohol descansado a ellos; y eran de ellos aquello estuvo escrito, pero fue no fuera unto el tabernacle: y ellos prophesied en el campamento.
Y Moisés dijo unto le, Enviest thou para mi sake? Dios que las personas de todo el SEÑOR eran profetas, y que el SEÑOR pondría su alcohol a ellos!
Y Moisés gat le al campamento, él y los mayors de Israel.
Y allí fue adelante un viento del SEÑOR, y trajo codornices del mar, y dejado les caída por el campamento, como era un día viaje en este lado, y como era un día viaje por otro lado, ronda sobre el campamento, y como era dos cubits alto a la cara de la tierra.
Y las personas se mantuvieron en pie todo aquel día, y toda aquella noche, y todo al día siguiente, y reunieron las codornices: él aquello reunió menos reunió diez homers: y les extendieron todo en el extranjero para ellos redondea sobre el campamento.
Y mientras la carne era todavía entre sus dientes, antes de estuvo masticado, la ira de la SEÑORA era kindled contra las personas, y el SEÑOR golpeó las personas con una plaga muy suma.
Y llamó el nombre de aquel sitio Kibrothhattaavah: porque allí enterraron las personas que lusted.
Y las personas journeyed de Kibrothhattaavah unto Hazeroth; y morada en Hazeroth.
Y Miriam y Aaron spake en contra Moisés debido a la mujer etiópica quien había casado: para había casado una mujer etiópica.
Y dijeron, Hath el SEÑOR de hecho hablado sólo por Moisés? hath Él no hablado también por nosotros? Y el SEÑOR lo oyó.
Y el SEÑOR spake de repente unto Moisés, y unto Aaron, y unto Miriam, Salido ye tres unto el tabernacle de la congregación. Y ellos tres salió.
Y el SEÑOR vino abajo en la pilar de la nube, y estado en la puerta del tabernacle, y Miriam y Aaron llamados: y ellos ambos vinieron adelante.
Y dijo, Oye ahora mis palabras: Si allí ser un profeta entre ti, I el SEÑOR me hará sabido unto le en una visión, y hablará unto le en un sueño.
Mi criado Moisés no es tan, quién es fiel en toda casa de mina.
Con él hablo boca a boca, incluso aparentemente, y no en hablas oscuras; y el similitude del SEÑOR él behold: wherefore entonces era ye no temeroso de hablar contra mi criado Moisés?
Y la nube departed de del tabernacle; y, behold, Miriam acaecía leprous, blanco como nieve: y Aaron miraba a Miriam, y, behold, era leprous.
Y Aaron dijo unto Moisés, Desgraciadamente, mi señor, yo beseech thee, pone no el pecado a nosotros, donde hemos hecho tontamente, y donde hemos pecado.
Dejado le no ser tan uno muerto, de quien la carne es a medias consumida cuándo él cometh fuera de su madre womb.
Y Moisés lloró unto el SEÑOR, refrán, Curársele ahora, O Dios, yo beseech thee.
Y Miriam estuvo cerrada fuera del campamento siete días: y las personas journeyed no cultivar Miriam estuvo traída en otra vez.
Y después las personas sacaron de Hazeroth, y pitched en el wilderness de Paran.
Envía thou hombres, que pueden buscar la tierra de Canaan, el cual doy unto los niños de Israel: de cada tribu de sus padres ye enviar un hombre, cada uno un gobernante entre ellos.
Y Moisés por el commandment del SEÑOR les envió del wilderness de Paran: todos aquellos hombres eran jefas de los niños de Israel.
Y estos eran sus nombres : de la tribu de Reuben, Shammua el hijo de Zaccur.
De la tribu de Simeon, Shaphat el hijo de Hori.
De la tribu de Issachar, Igal el hijo de Joseph.
De la tribu de Ephraim, Oshea el hijo de Nun.
De la tribu de Benjamin, Palti el hijo de Raphu.
De la tribu de Zebulun, Gaddiel el hijo de Sodi.
De la tribu de Joseph, concretamente, de la tribu de Manasseh, Gaddi el hijo de Susi.
De la tribu de Dan, Ammiel el hijo de Gemalli.
De la tribu de Asher, Sethur el hijo de Michael.
De la tribu de Naphtali, Nahbi el hijo de Vophsi.
De la tribu de Gad, Geuel el hijo de Machi.
Estos son los nombres de los hombres qué Moisés envió para espiar fuera de la tierra. Y Moisés llamó Oshea el hijo de Nun Jehoshua.
Y Moisés les envió para espiar fuera de la tierra de Canaan, y dijo unto les, Cogerte arriba de este modo hacia el sur, y remontar a la montaña:
Y ver la tierra, qué es; y las personas que dwelleth therein, si ellos ser fuertes o débiles, pocos o muchos;
Y lo que la tierra es que moran en, si lo ser buenos o malos; y lo que ciudades ellos ser que moran en, si en tiendas, o en controles fuertes;
Y lo que la tierra es, si lo ser gordo o flaco, si allí ser madera therein, o no. Y ser ye de valor bueno, y traer de la fruta de la tierra. Ahora el tiempo era el tiempo del firstripe uvas.
Así que remontaron, y buscó la tierra del wilderness de Zin unto Rehob, como los hombres venidos a Hamath.
Y ascendieron por el del sur, y vino unto Hebron; dónde Ahiman, Sheshai, y Talmai, los niños de Anak, era. (Ahora Hebron estuvo construido siete años antes de Zoan en Egipto.)
Y vinieron unto el riachuelo de Eshcol, y cortado abajo de thence una rama con un grupo de uvas, y ellos bare él entre dos a un personal; y trajeron de las granadas, y de los higos.
El sitio se apellidó el riachuelo Eshcol, debido al grupo de uvas qué los niños de Israel cortan abajo de thence.
Y regresaron de buscar de la tierra después de que cuarenta días.
Y fueron y vino a Moisés, y a Aaron, y a toda la congregación de los niños de Israel, unto el wilderness de Paran, a Kadesh; y palabra posterior traída unto les, y unto toda la congregación, y shewed les la fruta de la tierra.
Y le dijeron, y dichos, vinimos unto la tierra dónde thou sentest nos, y seguramente lo floweth con leche y miel; y esto es la fruta de él.
No obstante las personas ser fuertes aquello mora en la tierra, y las ciudades están muradas, y muy sumos: y además vimos los niños de Anak allí.
El Amalekites morar en la tierra del del sur: y el Hittites, y el Jebusites, y el Amorites, mora en las montañas: y el Canaanites morar por el mar, y por la costa de Jordania.
Y Caleb stilled las personas antes de que Moisés, y dicho, Dejado nos remontar inmediatamente, y poseerlo; para somos bien capaces de vencerlo.
Pero los hombres que remontó con él dicho, no ser capaces de remontar contra las personas; para son más fuertes que nosotros.
Y trajeron arriba de un informe de mal del aterrizar cuál habían buscado unto los niños de Israel, refrán, La tierra, a través de qué hemos ido para buscarlo, es una tierra que eateth arriba de los habitantes del mismo; y todas las personas que vimos en es hombres de una estatura suma.
Y toda la congregación lifted arriba de su voz, y lloró; y las personas lloraron que noche.
Y todos los niños de Israel murmured en contra Moisés y en contra Aaron: y la congregación entera dijo unto les, Dios que habíamos muerto en la tierra de Egipto! O Dios habíamos muerto en este wilderness!
Y wherefore hath el SEÑOR nos traje unto esta tierra, para caer por la espada, que nuestras mujeres y nuestros niños tendrían que ser una presa? Fue no mejor para nosotros para regresar a Egipto?
Y dijeron uno a otro, Dejado nos marca un capitán, y dejado nos regreso a Egipto.
Entonces Moisés y Aaron cayeron en sus caras antes de que toda la asamblea de la congregación de los niños de Israel.
Y Joshua el hijo de Nun, y Caleb el hijo de Jephunneh, el cual era de ellos aquello buscó la tierra, alquiler su ropa:
Si la delicia de SEÑOR en nosotros, entonces nos traerá a esta tierra, y darlo nos; una tierra qué floweth con leche y miel.
Sólo se rebela no ye contra el SEÑOR, tampoco temer ye las personas de la tierra; para son pan para nosotros: su defensa es departed de ellos, y el SEÑOR es con nosotros: les teme no.
Pero toda la congregación bade les apedrea con huesos. Y la gloria del SEÑOR parecido en el tabernacle de la congregación antes de que todos los niños de Israel.
Y el SEÑOR dijo unto Moisés, Cuánto tiempo estas personas meprovocan? Y cuánto tiempo ser antes de me creemos, para todo el firma cuál he shewed entre ellos?
Les golpearé con el pestilence, y disinherit les, y hará de thee una nación más suma y más poderoso que ellos.
Y Moisés dijo unto el SEÑOR, Entonces los egipcios lo oirán, (para thou broughtest arriba de estas personas en thy poder de entre ellos;)
Y lo dirán a los habitantes de esta tierra: para han oído que thou arte de SEÑOR entre estas personas, aquel thou arte de SEÑOR visto frente a frente, y que thy nube standeth encima les, y que thou goest antes de que les, por tiempo de día en una pilar de una nube, y en una pilar de fuego por noche.
Ahora si thou shalt matar todas estas personas como un hombre, entonces las naciones qué tiene oído la fama de thee hablará, refrán,
Porque el SEÑOR no fue capaz de traer estas personas al aterrizar cuál él sware unto les, por eso él hath slain les en el wilderness.
Y ahora, yo beseech thee, dejado el poder de mi SEÑOR ser sumo, según tan thou hast hablado, refrán,
Perdón, yo beseech thee, la iniquidad de estas personas según unto la grandeza de thy piedad, y tan thou hast perdonado estas personas, de Egipto incluso hasta que ahora.
Y el SEÑOR dijo, he pardoned según thy palabra:
Pero tan verdaderamente como vivo, toda la tierra será llenada con la gloria del SEÑOR.
Porque todos aquellos hombres qué tiene visto mi gloria, y mis milagros, el cual hice en Egipto y en el wilderness, y me ha tentado ahora estos diez tiempo, y ha no hearkened a mi voz;
Seguramente no verán el aterrizar cuál yo sware unto sus padres, tampoco cualquiera de ellos aquello me provoqué verlo:
Pero mi criado Caleb, porque tuvo otro alcohol con él, y hath me seguí plenamente, le traigo a la tierra whereinto fue; y su semilla lo poseerá.
(Ahora el Amalekites y el Canaanites morado en el valle.) Mañana girarte, y coger tú al wilderness por cierto del mar Rojo.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Cuánto tiempo aguanto con esta congregación de mal, el cual murmullo en contra me? He oído el murmurings de los niños de Israel, el cual ellos murmullo en contra me.
Dice unto les, Tan verdaderamente como vivo, saith el SEÑOR, como ye ha hablado en orejas de mina, así que hago a ti:
Indudablemente ye no vendrá a la tierra, respecto de qué I sware para hacer moras therein, salva Caleb el hijo de Jephunneh, y Joshua el hijo de Nun.
Pero vuestro poco unos, el cual ye dicho tendría que ser una presa, les traigo en, y sabrán la tierra qué ye ha despreciado.
Pero en cuanto a ti, vuestro carcases, caerán en este wilderness.
Y vuestros niños vagarán en el wilderness cuarenta años, y aguantar vuestro whoredoms, hasta vuestro carcases ser malgastado en el wilderness.
Después del número de los días en qué ye buscados la tierra, incluso cuarenta días, cada día para un año, ye oso vuestras iniquidades, incluso cuarenta años, y ye sabrá mi ruptura de promesa.
I el SEÑOR ha dicho, yo seguramente él unto toda esta congregación de mal, aquello está reunido junto en contra me: en este wilderness serán consumidos, y allí morirán.
Y los hombres, el cual Moisés envió para buscar la tierra, quién regresó, y hecho toda la congregación a murmullo en contra le, por traer arriba de una calumnia a la tierra,
Incluso aquellos hombres que trajo arriba del informe de mal a la tierra, muerto por la plaga antes del SEÑOR.
Pero Joshua el hijo de Nun, y Caleb el hijo de Jephunneh, el cual era de los hombres que fue para buscar la tierra, vivió todavía.
Y Moisés dijo estos refranes unto todos los niños de Israel: y las personas lloraron mucho.
Y se sublevaron temprano por la mañana, y gat les arriba a la copa de la montaña, refrán, Lo, nosotros ser aquí, y remontará unto el colocar cuál el SEÑOR hath prometió: para hemos pecado.
Y Moisés dijo, Wherefore ahora hacer ye transgredir el commandment del SEÑOR? Pero no prosperará.
Para el Amalekites y el Canaanites es allí antes de que te, y ye caerá por la espada: porque ye está dado la espalda del SEÑOR, por eso el SEÑOR no será contigo.
Pero ellos presumed para remontar unto la copa de cerro: no obstante el arca del covenant del SEÑOR, y Moisés, departed no fuera del campamento.
Entonces el Amalekites vino abajo, y el Canaanites cuál moró en aquel cerro, y les golpeó, y discomfited les, incluso unto Hormah.
Habla unto los niños de Israel, y decir unto les, Cuándo ye ser venido a la tierra de vuestro habitations, el cual doy unto te,
Y hará una ofrenda por disparar unto el SEÑOR, una ofrenda quemada, o un sacrificio en actuar un jurar, o en una ofrenda de albedrío, o en vuestros festines solemnes, para hacer un dulce savour unto el SEÑOR, de la manada, o del rebaño:
Entonces él aquello offereth su ofrenda unto el SEÑOR trae una ofrenda de carne de un décimo trato de la harina mezclada con la cuarta parte de un hin de óleo.
O para un carnero, thou shalt preparar para una ofrenda de carne dos décimos tratos de la harina mezclada con la tercera parte de un hin de óleo.
Y para una bebida que ofrece thou shalt oferta la tercera parte de un hin de vino, para un dulce savour unto el SEÑOR.
Y cuándo thou preparest un bullock para una ofrenda quemada, o para un sacrificio en actuar un jurar, u ofrendas de paz unto el SEÑOR:
Entonces trae con un bullock una ofrenda de carne de tres décimos tratos de la harina mezclada con medio un hin de óleo.
Y thou shalt traer para una bebida que ofrece a medias un hin de vino, para una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR.
Así ser hecho para uno bullock, o para un carnero, o para un cordero, o un niño.
Según el número que ye preparará, así que ye hacer a cada uno según su número.
Todo aquello nace del país hará estas cosas de este modo, en ofrecer una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR.
Y si un más extraño sojourn contigo, o whosoever ser entre tú en vuestras generaciones, y ofrecerá una ofrenda hecha por fuego, de un dulce savour unto el SEÑOR; como ye , así que hará.
Uno ordinance será ambos para tú de la congregación, y también para el más extraño que sojourneth contigo, un ordinance para siempre en vuestras generaciones: tan ye es, así que el más extraño ser antes del SEÑOR.
Una ley y una manera serán para ti, y para el más extraño que sojourneth contigo.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo ye venido a la tierra dónde te traes,
Entonces será, aquello, cuándo ye comer del pan de la tierra, ye ofrecerá arriba de un alzar ofreciendo unto el SEÑOR.
Ye Ofrecerá arriba de un pastel del primer de vuestro dough para un alzar ofrenda: tan ye hacer el alzar ofreciendo del threshingfloor, así que ye alzarlo.
Del primer de vuestro dough ye dará unto el SEÑOR un alzar ofreciendo en vuestras generaciones.
Y si ye haber erred, y no observado todo estos commandments, el cual el SEÑOR hath hablado unto Moisés,
Incluso todo que el SEÑOR hath mandó tú por la mano de Moisés, del día que el SEÑOR mandó Moisés, y de ahora en adelante entre vuestras generaciones;
Entonces será, si ought ser cometido por ignorancia sin el conocimiento de la congregación, que toda la congregación ofrecerá uno joven bullock para una ofrenda quemada, para un dulce savour unto el SEÑOR, con su ofrenda de carne, y su ofrenda de bebida, según la manera, y uno bromea de las cabras para una ofrenda de pecado.
Y el sacerdote hará un atonement para toda la congregación de los niños de Israel, y será perdonado les; para es ignorancia : y traerán su ofrenda, un sacrificio hecho por disparar unto el SEÑOR, y su ofrenda de pecado antes del SEÑOR, para su ignorancia:
Y será perdonado toda la congregación de los niños de Israel, y el más extraño que sojourneth entre ellos; viendo todas las personas eran en ignorancia.
Y si cualquier pecado de alma a través de ignorancia, entonces traerá un ella cabra del primer año para una ofrenda de pecado.
Ye Tendrá una ley para él que sinneth a través de ignorancia, ambos para él aquello nace entre los niños de Israel, y para el más extraño que sojourneth entre ellos.
Pero el alma que doeth ought presumptuously, si nace en la tierra, o un desconocido, el mismo reproacheth el SEÑOR; y que el alma será cortada fuera de entre sus personas.
Porque él hath despreciado la palabra del SEÑOR, y hath roto su commandment, aquella alma absolutamente será cortada fuera; su iniquidad será a él.
Y mientras los niños de Israel eran en el wilderness, encontraron un hombre que reunió palos al día de sabbath.
Y ellos aquello le encontró los palos crecientes le trajeron unto Moisés y Aaron, y unto toda la congregación.
Y le pusieron en ward, porque no fue declarado qué tendría que ser hecho a él.
Y el SEÑOR dijo unto Moisés, El hombre será seguramente puesto a muerte: toda la congregación le apedreará con huesos sin el campamento.
Y toda la congregación le trajo sin el campamento, y le apedreó con huesos, y murió; como el SEÑOR mandó Moisés.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y pujado les que les hacen flecos en los bordes de su garments durante sus generaciones, y que pusieron al fleco de los bordes un ribband de azules:
Y será unto tú para un fleco, aquel ye puede mirar a él, y recordar todo el commandments del SEÑOR, y les; y que ye busca no después de vuestro corazón propio y vuestros propios ojos, después de qué ye uso para ir un whoring:
Aquel ye puede recordar, y todo mi commandments, y ser santo unto vuestro Dios.
Soy el SEÑOR vuestro Dios, el cual trajo tú fuera de la tierra de Egipto, para ser vuestro Dios: soy el SEÑOR vuestro Dios.
Ahora Korah, el hijo de Izhar, el hijo de Kohath, el hijo de Levi, y Dathan y Abiram, los hijos de Eliab, y Encima, el hijo de Peleth, hijos de Reuben, tomó hombres:
Y se sublevaron antes de que Moisés, con seguro de los niños de Israel, doscientos y cincuenta príncipes de la asamblea, famoso en la congregación, hombres de renombre:
Y se reunieron juntos en contra Moisés y en contra Aaron, y dijo unto les, Ye toma demasiado a ti, viendo toda la congregación es santa, cada uno de ellos, y el SEÑOR es entre ellos: wherefore entonces impulso ye arriba vosotros por encima de la congregación del SEÑOR?
Y cuándo Moisés lo oyó, cayó a su cara:
Y él spake unto Korah y unto toda su empresa, refrán, Incluso a morrow el SEÑOR shew quiénes son su, y quién es santo; y le causará para venir cercano unto le: incluso le quien él hath escogido causa para venir cercano unto le.
Esto hace; te Tomas censers, Korah, y toda su empresa;
Y él hath traído thee cercano a él, y todo thy hermanos los hijos de Levi con thee: y buscar ye el sacerdocio también?
Para qué causa tanto thou y todo thy la empresa está reunida junta contra el SEÑOR: y qué es Aaron, aquel ye murmullo en contra le?
Y Moisés envió para llamar Dathan y Abiram, los hijos de Eliab: qué dicho, no vendremos arriba:
Es una cosa pequeña que thou hast nos traje arriba fuera de una tierra que floweth con leche y miel, para matarnos en el wilderness, excepto thou marca thyself altogether un príncipe encima nos?
Además thou hast no traído nos a una tierra que floweth con leche y miel, o dados nos herencia de campos y viñas: wilt thou puesto fuera de los ojos de estos hombres? No vendremos arriba.
Y tomar cada hombre su censer, e incienso puesto en ellos, y traer ye antes del SEÑOR cada hombre su censer, doscientos y cincuenta censers; thou también, y Aaron, cada cual de ti su censer.
Y Korah reunido toda la congregación en contra les unto la puerta del tabernacle de la congregación: y la gloria de la SEÑORA pareció unto toda la congregación.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
prpers Separa de entre esta congregación, que les puedo consumir en un momento.
Y cayeron a sus caras, y dichos, O Dios, el Dios de los alcoholes de toda carne, un pecado de hombre, y wilt thou ser wroth con toda la congregación?
Y el SEÑOR spake unto Moisés, refrán,
Y Moisés se sublevó y fue unto Dathan y Abiram; y los mayors de Israel le siguieron.
Y él spake unto la congregación, refrán, Depart, te ruegas, de las tiendas de estos hombres malvados, y tocar nada del suyo, lest ye ser consumido en todos sus pecados.
Así que ellos gat arriba del tabernacle de Korah, Dathan, y Abiram, en cada lado: y Dathan y Abiram salió, y estado en la puerta de sus tiendas, y sus mujeres, y sus hijos, y sus pocos niños.
Y Moisés dijo, De ahora en adelante ye sabrá que el SEÑOR hath enviado me para hacer todo estas obras; para no les he hecho de mina mente propia.
Si estos hombres mueren la muerte común de todos los hombres, o si ellos ser visitados después del visitation de todos los hombres; entonces el SEÑOR hath no enviado me.
Pero si el SEÑOR hace una cosa nueva, y la tierra abre su boca, y tragarles arriba, con todo aquel appertain unto les, y bajan rápidamente a la fosa; entonces ye entenderá que estos hombres han provocado el SEÑOR.
Y vino para pasar, como había hecho un fin de hablar todas estas palabras, que el bastón de tierra asunder aquello era debajo les:
Y la tierra abrió su boca, y les tragó arriba, y sus casas, y todos los hombres que appertained unto Korah, y todos sus bienes.
Ellos, y todo aquel appertained a ellos, bajó vivo a la fosa, y la tierra cerrada a ellos: y perecieron de entre la congregación.
Y todo Israel aquello era ronda aproximadamente les huido en el grito de ellos: para dijeron, Lest la tierra nos trago arriba también.
Y allí salió un fuego del SEÑOR, y consumió el doscientos y cincuenta hombres que incienso ofrecido.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto Eleazar el hijo de Aaron el sacerdote, que toma arriba del censers fuera del en llamas, y esparcir thou el fuego yonder; para son hallowed.
El censers de estos pecadores contra sus almas propias, dejados les hacerles platos anchos para una cobertura del altar: para les ofrecieron antes de que el SEÑOR, por eso son hallowed: y serán un signo unto los niños de Israel.
para ser un conmemorativo unto los niños de Israel, que no más extraño, el cual no es de la semilla de Aaron, venido cercano de ofrecer incienso antes del SEÑOR; aquello no ser tan Korah, y como su empresa: como el SEÑOR dijo a él por la mano de Moisés.
Pero en el morrow toda la congregación de los niños de Israel murmured en contra Moisés y en contra Aaron, refrán, Ye ha matado las personas del SEÑOR.
Y vino para pasar, cuándo la congregación estuvo reunida en contra Moisés y en contra Aaron, que miraban hacia el tabernacle de la congregación: y, behold, la nube lo cubrió, y la gloria de la SEÑORA pareció.
Y Moisés y Aaron vinieron antes del tabernacle de la congregación.
Y el SEÑOR spake unto Moisés, refrán,
Cogerte arriba de entre esta congregación, que les puedo consumir tan en un momento. Y cayeron a sus caras.
Y Moisés dijo unto Aaron, Tomar un censer, y fuego puesto therein de del altar, y puesto encima incienso, e ir deprisa unto la congregación, y hacer un atonement para ellos: para hay ira salido del SEÑOR; la plaga está empezada.
Y Aaron tomó como Moisés mandó, y corrió al midst de la congregación; y, behold, la plaga estuvo empezada entre las personas: y puso encima incienso, e hizo un atonement para las personas.
Y estuvo entre el muerto y el viviente; y la plaga estuvo quedada.
Ahora ellos aquello muerto en la plaga era catorce mil y sietecientos, junto a ellos aquello muerto sobre el asunto de Korah.
Y Aaron regresó unto Moisés unto la puerta del tabernacle de la congregación: y la plaga estuvo quedada.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y tomar de cada uno de ellos una caña según la casa de sus padres, de todos sus príncipes según la casa de sus padres doce cañas: escribe thou el nombre de cada hombre a su caña.
Y thou shalt escribe el nombre de Aaron a la caña de Levi: para una caña será para la jefa de la casa de sus padres.
Y thou shalt ponerles arriba en el tabernacle de la congregación antes del testimonio, donde cumpliré contigo.
Y vendrá para pasar, que la caña del hombre, quien escogeré, blossom: y haré para cesar de mí el murmurings de los niños de Israel, por el cual ellos murmullo en contra te.
Y Moisés spake unto los niños de Israel, y cada uno de sus príncipes le dio una caña apiece, para cada príncipe un, según sus padres' casas, incluso doce cañas: y la caña de Aaron era entre sus cañas.
Y Moisés puso arriba de las cañas antes del SEÑOR en el tabernacle de testigo.
Y Moisés trajo fuera todas las cañas de antes de que el SEÑOR unto todos los niños de Israel: y miraban, y tomó cada hombre su caña.
Y el SEÑOR dijo unto Moisés, Trae la caña de Aaron otra vez antes del testimonio, para ser mantenido para un token contra el se rebela; y thou shalt bastante tomar fuera su murmurings de mí, que mueren no.
Y Moisés hizo tan: como el SEÑOR le mandó, así que él.
Y los niños de Israel spake unto Moisés, refrán, Behold, morimos, perecemos, nosotros todos perecen.
Whosoever cometh Cualquier cosa cercana unto el tabernacle del SEÑOR morirá: nosotros ser consumidos con morir?
Y el SEÑOR dijo unto Aaron, Thou y thy hijos y thy la casa del padre con thee aguantará la iniquidad del santuario: y thou y thy hijos con thee aguantará la iniquidad de vuestro sacerdocio.
Y thy hermanos también de la tribu de Levi, la tribu de thy padre, trae thou con thee, que pueden ser unidos unto thee, y ministro unto thee: pero thou y thy hijos con thee ministro antes del tabernacle de testigo.
Y mantendrán thy cargo, y el cargo de todo el tabernacle: sólo no vendrán nigh las vaso del santuario y el altar, que tampoco ellos, ni ye también, dado.
Y serán unidos unto thee, y mantener el cargo del tabernacle de la congregación, para todo el servicio del tabernacle: y un desconocido no vendrá nigh unto te.
Y ye mantendrá el cargo del santuario, y el cargo del altar: aquello allí ser ninguna ira más a los niños de Israel.
E I, behold, he tomado vuestros hermanos el Levites de entre los niños de Israel: a ti están dados como regalo para el SEÑOR, para hacer el servicio del tabernacle de la congregación.
Por tanto thou y thy hijos con thee mantendrá la oficina de vuestro sacerdote para todo del altar, y dentro del vail; y ye servirá: he dado la oficina de vuestro sacerdote unto tú como servicio de regalo: y el más extraño que cometh nigh será puesto a muerte.
Y el SEÑOR spake unto Aaron, Behold, también he dado thee el cargo de mina alza ofrendas de todo el hallowed cosas de los niños de Israel; unto thee tiene I dado les por razón de la unción, y a thy hijos, por un ordinance para siempre.
Esto será thine de las cosas más santas, reservados del fuego: cada oblation del suyo, cada ofrenda de carne del suyo, y cada ofrenda de pecado del suyo, y cada entrar sin autorización ofreciendo del suyo cuál ellos render unto me, será más santo para thee y para thy hijos.
En el sitio más santo shalt thou comerlo; cada macho lo comerá: será santo unto thee.
Y esto es thine; el alzar ofreciendo de su regalo, con todas las ofrendas ondulatorias de los niños de Israel: les he dado unto thee, y a thy hijos y a thy hijas con thee, por un estatuto para siempre: cada uno aquello es limpio en thy la casa comerá de él.
Todo el mejor del óleo, y todo el mejor del vino, y del trigo, el firstfruits de ellos cuál ofrecerán unto el SEÑOR, les tener I dado thee.
Y cualquier cosa es primer maduro en la tierra, el cual traerán unto el SEÑOR, será thine; cada uno aquello es limpio en thine la casa comerá de él.
Cada cosa dedicada en Israel será thine.
Cada cosa que openeth la matriz en toda carne, el cual traen unto el SEÑOR, si lo ser de hombres o bestias, será thine: no obstante el firstborn de hombre shalt thou seguramente redimir, y el firstling de unclean bestias shalt thou redime.
Y los que son para ser redimidos de un mes viejo shalt thou redime, según thine valoración, para el dinero de cinco shekels, después del shekel del santuario, el cual es veinte gerahs.
Pero el firstling de una vaca, o el firstling de una oveja, o el firstling de una cabra, thou shalt no redimir; son santos: thou shalt sprinkle su sangre al altar, y shalt quemadura su grasa para una ofrenda hecha por fuego, para un dulce savour unto el SEÑOR.
Y la carne de ellos será thine, como el seno ondulatorio y como el hombro derecho es thine.
Todo el alzar ofrendas de las cosas santas, el cual los niños de oferta de Israel unto el SEÑOR, tiene I dado thee, y thy hijos y thy hijas con thee, por un estatuto para siempre: es un covenant de sal para siempre antes del SEÑOR unto thee y a thy semilla con thee.
Y el SEÑOR spake unto Aaron, Thou shalt tener ninguna herencia en su tierra, tampoco shalt thou tener cualquier parte entre ellos: soy thy parte y thine herencia entre los niños de Israel.
Tampoco mosto los niños de Israel de ahora en adelante viene nigh el tabernacle de la congregación, lest aguantan pecado, y dado.
Pero el Levites hará el servicio del tabernacle de la congregación, y aguantarán su iniquidad: será un estatuto para siempre durante vuestras generaciones, aquello entre los niños de Israel no tienen ninguna herencia.
Pero el tithes de los niños de Israel, el cual ofrecen como un alzar ofreciendo unto el SEÑOR, he dado al Levites para heredar: por eso he dicho unto les, Entre los niños de Israel no tendrán ninguna herencia.
Y el SEÑOR spake unto Moisés, refrán,
Así hablar unto el Levites, y decir unto les, Cuándo ye tomar de los niños de Israel el tithes cuál he dado tú de ellos para vuestra herencia, entonces ye ofrecerá arriba de un alzar ofreciendo de él para el SEÑOR, incluso una décima parte del tithe.
Y esto vuestro alzar la ofrenda será calculó unto te, como si era el maíz del threshingfloor, y como el fulness del winepress.
Fuera de todos vuestros regalos ye ofrecerá cada alzar ofreciendo del SEÑOR, de todo el mejor del mismo, incluso el hallowed parte del mismo fuera de él.
Por tanto thou shalt decir unto les, Cuándo ye ha alzado el mejor del mismo de él, entonces será contó unto el Levites como el aumento del threshingfloor, y como el aumento del winepress.
Y ye comerá él en cada sitio, ye y vuestras casas: para es vuestra recompensa para vuestro servicio en el tabernacle de la congregación.
Y ye aguantará ningún pecado por razón de él, cuándo ye ha alzado de él el mejor de él: tampoco ye contaminar las cosas santas de los niños de Israel, lest ye dado.
Y el SEÑOR spake unto Moisés y unto Aaron, refrán,
Esto es el ordinance de la ley qué el SEÑOR hath mandado, refrán, Habla unto los niños de Israel, que traen thee un rojos heifer sin algo, donde es ninguna mácula, y a qué nunca vino yugo:
Y Eleazar el sacerdote tomará de su sangre con su dedo, y sprinkle de su sangre directamente antes del tabernacle de la congregación siete tiempo:
Y uno quemará el heifer en su vista; su piel, y su carne, y su sangre, con su dung, quema:
Y el sacerdote tomará madera de cedro, e hisopo, y escarlata, y lanzado él al midst del quemando del heifer.
Entonces el sacerdote lavará su ropa, y bañará su carne en agua, y después vendrá al campamento, y el sacerdote será unclean hasta el incluso.
Y él aquello burneth le lavará su ropa en agua, y bañar su carne en agua, y será unclean hasta el incluso.
Y un hombre que es limpio reunirá arriba de las cenizas del heifer, y ponerles arriba sin el campamento en un sitio limpio, y será mantenido para la congregación de los niños de Israel para una agua de separación: es una depuración para pecado.
Él aquello toucheth el ente muerto de cualquier hombre será unclean siete días.
Él purify él con él encima el tercer día, y en el séptimo día será limpio: pero si él purify no él el tercer día, entonces el séptimo día no será limpio.
Whosoever toucheth El ente muerto de cualquier hombre que es muerto, y purifieth no él, defileth el tabernacle del SEÑOR; y que el alma será cortada fuera de Israel: porque el agua de la separación no fue sprinkled a él, será unclean; su uncleanness es todavía a él.
Esto es la ley , cuándo un hombre dieth en una tienda: todo aquel venido a la tienda, y todo aquello es en la tienda, será unclean siete días.
Y cada vaso abierta, el cual hath ninguna cobertura atada a él, es unclean.
Y whosoever toucheth uno aquello es slain con una espada en los campos abiertos, o un ente muerto, o un hueso de un hombre, o una tumba, será unclean siete días.
Y para un unclean persona tomarán de las cenizas del quemó heifer de depuración para pecado, y el agua corriente será puesta thereto en una vaso:
Y una persona limpia tomará hisopo, e inmersión él en el agua, y sprinkle él a la tienda, y a todas las vaso, y a las personas que era allí, y a él aquello tocó un hueso, o uno slain, o uno muerto, o una tumba:
Y la persona limpia sprinkle al unclean en el tercer día, y en el séptimo día: y en el séptimo día él purify él, y lavar su ropa, y lo bañar en agua, y será limpio en incluso.
Pero el hombre que será unclean, y no purify él, aquella alma será cortada fuera de entre la congregación, porque él hath defiled el santuario del SEÑOR: el agua de separación hath no sido sprinkled a él; es unclean.
Y será un estatuto perpetuo unto les, que él aquello sprinkleth el agua de separación lavará su ropa; y él aquello toucheth el agua de separación será unclean hasta que incluso.
Y cualquier cosa el unclean persona toucheth será unclean; y el alma que toucheth lo será unclean hasta que incluso.
Entonces vino los niños de Israel, incluso la congregación entera, al desierto de Zin en el primer mes: y la morada de personas en Kadesh; y Miriam murió allí, y estuvo enterrado allí.
Y no había ninguna agua para la congregación: y se reunieron juntos en contra Moisés y en contra Aaron.
Y las personas chode con Moisés, y spake, refrán, Dios que habíamos muerto cuándo nuestros hermanos murieron antes del SEÑOR!
Y por qué tiene ye traído arriba de la congregación del SEÑOR a este wilderness, que prpers y nuestro ganado tendríamos que morir allí?
Y wherefore haber ye nos hice para venir arriba fuera de Egipto, para traernos en unto este sitio de mal? Es ningún sitio de semillas, o de higos, o de parras, o de granadas; tampoco es allí cualquier agua para beber.
Y Moisés y Aaron fueron de la presencia de la asamblea unto la puerta del tabernacle de la congregación, y cayeron a sus caras: y la gloria de la SEÑORA pareció unto les.
Y el SEÑOR spake unto Moisés, refrán,
Tomar la caña, y reunir thou la asamblea junta, thou, y Aaron thy hermano, y hablar ye unto el rock antes de sus ojos; y dará adelante su agua, y thou shalt trae adelante a ellos agua fuera del rock: tan thou shalt dar la congregación y su bebida de bestias.
Y Moisés y Aaron reunieron la congregación junta antes del rock, y dijo unto les, Oye ahora, ye se rebela; mosto nosotros fetch abrevas fuera de este rock?
Y Moisés lifted arriba de su mano, y con su caña golpeó el rock dos veces: y el agua salió abundantemente, y la congregación bebió, y sus bestias también.
Y el SEÑOR spake unto Moisés y Aaron, Porque ye me creí no, para santificarme en los ojos de los niños de Israel, por tanto ye no traerá esta congregación al aterrizar cuál les he dado.
Esto es el agua de Meribah; porque los niños de Israel strove con el SEÑOR, y estuvo santificado en ellos.
Y Moisés envió mensajeros de Kadesh unto el rey de Edom, Así saith thy Israel de hermano, Thou knowest todo el travail que hath befallen nos:
Cómo nuestros padres bajaron a Egipto, y hemos morado en Egipto un tiempo largo; y los egipcios vexed nos, y nuestros padres:
Y cuándo lloramos unto el SEÑOR, oyó nuestra voz, y envió un ángel, y hath nos traje adelante fuera de Egipto: y, behold, somos en Kadesh, una ciudad en el sumo de thy borde:
Dejado nos pase, ruego thee, a través de thy país: no pasaremos a través de los campos, o a través de las viñas, tampoco bebemos del agua del wells: pasaremos de largo la manera alta del rey, no giraremos a la derecha mano ni a la izquierda, hasta que hemos pasado thy bordes.
Y los niños de Israel dijeron unto le, pasaremos de largo la manera alta: y si yo y mi bebida de ganado de thy agua, entonces pagaré para él: yo sólo, sin hacer cualquier cosa más, pasa por en mis pies.
Así Edom rechazado para dar pasaje de Israel a través de su borde: wherefore Israel dio la espalda de él.
Y los niños de Israel, incluso la congregación entera, journeyed de Kadesh, y vino unto monte Hor.
Y el SEÑOR spake unto Moisés y Aaron en montar Hor, por la costa de la tierra de Edom, refrán,
Aaron será reunió unto sus personas: para no introducirá al aterrizar cuál he dado unto los niños de Israel, porque ye rebelado contra mi palabra en el agua de Meribah.
Toma Aaron y Eleazar su hijo, y traerles arriba unto monte Hor:
Y tira Aaron de su garments, y puesto les a Eleazar su hijo: y Aaron será reunió unto sus personas, y morirá allí.
Y Moisés hizo como el SEÑOR mandó: y remontaron a montar Hor en la vista de toda la congregación.
Y Moisés desnudó Aaron de su garments, y puesto les a Eleazar su hijo; y Aaron murió allí en la copa del monte: y Moisés y Eleazar vino abajo del monte.
Y cuando toda la congregación vio que Aaron era muerto, lloraron para Aaron treinta días, incluso toda la casa de Israel.
Y cuándo rey Arad el Canaanite, el cual moró en el del sur, oído dice que Israel pasó por la manera de los espías; entonces luchó en contra Israel, y tomó algunos de ellos prisioneros.
E Israel juró un jurar unto el SEÑOR, y dicho, Si thou wilt de hecho entregar estas personas a mi mano, entonces absolutamente destruiré sus ciudades.
Y el SEÑOR hearkened a la voz de Israel, y entregado arriba del Canaanites; y absolutamente les destruyeron y sus ciudades: y llamó el nombre del sitio Hormah.
Y ellos journeyed de montar Hor por cierto del mar Rojo, a compás la tierra de Edom: y el alma de las personas era mucho desalentado debido a la manera.
Y las personas spake en contra Dios, y en contra Moisés, Wherefore haber ye nos traje arriba fuera de Egipto para morir en el wilderness? Para no hay ningún pan, tampoco es allí cualquier agua; y nuestra alma loatheth este pan ligero.
Y el SEÑOR envió fiery serpientes entre las personas, y mordieron las personas; y muchas personas de Israel murieron.
Por eso las personas vinieron a Moisés, y dicho, hemos pecado, para hemos hablado contra el SEÑOR, y contra thee; ruega unto el SEÑOR, que toma fuera las serpientes de nosotros. Y Moisés rogó para las personas.
Y el SEÑOR dijo unto Moisés, Marca thee un fiery serpiente, y puesto él a un polo: y vendrá para pasar, que cada uno aquello está mordido, cuándo él looketh a él, vivirá.
Y Moisés hizo una serpiente de latón, y puesto él a un polo, y vino para pasar, que si una serpiente había mordido cualquier hombre, cuándo él beheld la serpiente de latón, vivió.
Y los niños de Israel ponen adelante, y pitched en Oboth.
Y ellos journeyed de Oboth, y pitched en Ijeabarim, en el wilderness cuál es antes de Moab, hacia el sunrising.
De thence sacaron, y pitched en el valle de Zared.
De thence sacaron, y pitched por otro lado de Arnon, el cual es en el wilderness que cometh fuera de las costas del Amorites: para Arnon es el borde de Moab, entre Moab y el Amorites.
Wherefore Está dicho en el libro de las guerras del SEÑOR, Qué hizo en el mar Rojo, y en los riachuelos de Arnon,
Y en la corriente de los riachuelos que goeth abajo a la habitación de Ar, y lieth al borde de Moab.
Y de thence fueron a Cerveza: aquello es el bien de lo que el SEÑOR spake unto Moisés, Reunir las personas juntas, y les daré agua.
Entonces Israel cantó esta canción, Muelle arriba, O bien; canta ye unto lo:
Los príncipes digged el bien, el nobles de las personas digged lo, por la dirección del lawgiver, con su staves. Y del wilderness fueron a Mattanah:
Y de Mattanah a Nahaliel: y de Nahaliel a Bamoth:
Y de Bamoth en el valle, aquello es en el país de Moab, hasta arriba de Pisgah, el cual looketh hacia Jeshimon.
E Israel envió mensajeros unto Sihon rey del Amorites, refrán,
Dejado me pase a través de thy tierra: no giraremos a los campos, o a las viñas; no beberemos de las aguas del bien: pero iremos por la manera alta del rey, hasta que nosotros ser pasados thy bordes.
Y Sihon no padecería Israel para pasar a través de su borde: pero Sihon reunido todas sus personas juntas, y salió en contra Israel al wilderness: y vino a Jahaz, y luchó en contra Israel.
E Israel le golpeó con el borde de la espada, y poseyó su tierra de Arnon unto Jabbok, incluso unto los niños de Ammon: para el borde de los niños de Ammon era fuerte.
Para Heshbon era la ciudad de Sihon el rey del Amorites, quién había luchado contra el rey anterior de Moab, y tomado toda su tierra fuera de su mano, incluso unto Arnon.
Wherefore Ellos aquello habla en los proverbios dicen, Venidos a Heshbon, dejados la ciudad de Sihon ser construido y preparó:
Para hay un fuego salido de Heshbon, una llama de la ciudad de Sihon: él hath consumió Ar de Moab, y los señores de los sitios altos de Arnon.
Woe A thee, Moab! thou El arte deshecho, O personas de Chemosh: él hath dado sus hijos que huidos, y sus hijas, a cautividad unto Sihon rey del Amorites.
Por ello Israel moró en la tierra del Amorites.
Y Moisés envió para espiar fuera de Jaazer, y tomaron los pueblos del mismo, y condujo fuera del Amorites aquello era allí.
Y giraron y remontó por cierto de Bashan: y Og el rey de Bashan salió en contra les, él, y todas sus personas, a la batalla en Edrei.
Y el SEÑOR dijo unto Moisés, le Teme no: para le he entregado a thy mano, y todas sus personas, y su tierra; y thou shalt hacer a él tan thou didst unto Sihon rey del Amorites, el cual moró en Heshbon.
Así que le golpearon, y sus hijos, y todas sus personas, hasta que había ninguno le dejó vivo: y poseyeron su tierra.
Y los niños de Israel ponen adelante, y pitched en las llanuras de Moab en esta Jordania de lado por Jericho.
Y Balak el hijo de Zippor sierra todo aquel Israel había hecho al Amorites.
Y Moab era dolorido temeroso de las personas, porque eran muchos : y Moab estuvo afligido debido a los niños de Israel.
Y Moab dijo unto los mayors de Midian, Ahora esta empresa lame arriba todo aquello es ronda aproximadamente nos, como el ox licketh arriba de la hierba del campo. Y Balak el hijo de Zippor era rey del Moabites en aquel tiempo.
Envió mensajeros por tanto unto Balaam el hijo de Beor a Pethor, el cual es por el río de la tierra de los niños de sus personas, para llamarle, refrán, Behold, hay unas personas salidos de Egipto: behold, cubren la cara de la tierra, y soportan encima en contra me:
Venido ahora por tanto, ruego thee, me maldigo estas personas; para son demasiado muy para mí: peradventure prevaleceré, que les podemos golpear, y que les puedo conducir fuera de la tierra: para yo wot que él quien thou blessest está bendecido, y él quien thou cursest está maldecido.
Y los mayors de Moab y los mayors de Midian departed con las recompensas de divination en su mano; y vinieron unto Balaam, y spake unto le las palabras de Balak.
Y dijo unto les, Logia aquí esta noche, y te traeré palabra otra vez, como el SEÑOR hablará unto me: y los príncipes de Moab morada con Balaam.
Y el dios vino unto Balaam, y dicho, Lo que los hombres son estos con thee?
Y Balaam dicho unto Dios, Balak el hijo de Zippor, rey de Moab, hath envió unto me, refrán,
Behold, hay unas personas salidos de Egipto, el cual covereth la cara de la tierra: venido ahora, me maldigo les; peradventure seré capaz de vencerles, y conducirles fuera.
Y el dios dijo unto Balaam, Thou shalt no ir con ellos; thou shalt no maldecir las personas: para están bendecidos.
Y Balaam se sublevó por la mañana, y dijo unto los príncipes de Balak, Coge tú a vuestra tierra: para el SEÑOR refuseth para darme dejar para ir contigo.
Y los príncipes de Moab se sublevó, y fueron unto Balak, y dichos, Balaam refuseth para venir con nosotros.
Y vinieron a Balaam, y dichos a él, Así saith Balak el hijo de Zippor, Dejado nada, ruego thee, obstaculiza thee de venidero unto me:
Para promoveré thee unto honor muy sumo, y haré cualquier thou sayest unto me: venido por tanto, ruego thee, me maldigo estas personas.
Y Balaam contestado y dijo unto los criados de Balak, Si Balak me daría su casa llena de plata y oro, no puedo ir allende la palabra del SEÑOR mi Dios, para hacer menos o más.
Y el dios vino unto Balaam por la noche, y dijo unto le, Si los hombres venidos para llamar thee, se subleva, e ir con ellos; pero aún así la palabra qué I dirá unto thee, aquel shalt thou hacer.
Y Balaam se sublevó por la mañana, y saddled su asno, y fue con los príncipes de Moab.
Y la rabia del dios era kindled porque fue: y el ángel del SEÑOR estado en la manera para un adversary en contra le. Ahora montaba a su asno, y sus dos criados eran con él.
Y el asno vio el ángel del SEÑOR que está en la manera, y su espada dibujada en su mano: y el asno giró aparte fuera de la manera, y fue al campo: y Balaam golpeó el asno, para girar su a la manera.
Pero el ángel del SEÑOR estado en una ruta de las viñas, un ser de muro en este lado, y una muro en aquel lado.
Y cuándo el asno vio el ángel del SEÑOR, se empujó unto la muro, y aplastado Balaam pie contra la muro: y le golpeó otra vez.
Y cuándo el asno vio el ángel del SEÑOR, cayó bajo Balaam: y Balaam la rabia era kindled, y golpeó el asno con un personal.
Y el SEÑOR abrió la boca del asno, y dijo unto Balaam, Qué tiene I hecho unto thee, aquel thou hast golpeado me estos tres tiempo?
Y Balaam dijo unto el asno, Porque thou hast mocked me: allí era una espada en mano de mina, por ahora mato thee.
Y el asno dijo unto Balaam, no Soy I thine asno, a qué thou hast montado nunca desde entonces era thine unto este día? Fui nunca wont para hacer tan unto thee? Y dijo, Nay.
Entonces el SEÑOR abrió los ojos de Balaam, y vio el ángel del SEÑOR que está en la manera, y su espada dibujada en su mano: e inclinó abajo su jefa, y cayó plano en su cara.
Y el ángel del SEÑOR dijo unto le, Wherefore hast thou golpeado thine asno estos tres tiempo? behold, salí a withstand thee, porque thy la manera es perversa antes de que me:
Y el asno me vi, y girado de mí estos tres tiempo: a no ser que había girado de mí, seguramente ahora también hube slain thee, y salvó su vivo.
Y Balaam dijo unto el ángel del SEÑOR, he pecado; para supe no que thou stoodest en la manera en contra me: ahora por tanto, si desagrada thee, me cogeré atrás otra vez.
Y el ángel del SEÑOR dijo unto Balaam, Va con los hombres: pero sólo la palabra que hablaré unto thee, aquel thou shalt habla. Tan Balaam fue con los príncipes de Balak.
Y cuándo Balak oído que Balaam estuvo venido, salió para cumplirle unto una ciudad de Moab, el cual es en el borde de Arnon, el cual es en la costa suma.
Y Balak dicho unto Balaam, no sinceramente envío unto thee para llamar thee? wherefore camest thou No unto me? Soy no capaz de hecho para promover thee para honrar?
Y Balaam dicho unto Balak, Lo, estoy venido unto thee: tiene yo ahora cualquier poder en absoluto para decir cualquier cosa? La palabra que Dios putteth en mi boca, aquello hablo.
Y Balaam fue con Balak, y vinieron unto Kirjathhuzoth.
Y Balak ofrecido oxen y oveja, y enviado a Balaam, y a los príncipes que era con él.
Y vino para pasar en el morrow, aquel Balak tomó Balaam, y le trajo arriba a los sitios altos de Baal, aquello thence podría ver la parte suma de las personas.
Y Balak hizo tan Balaam había hablado; y Balak y Balaam ofrecido en cada altar un bullock y un carnero.
Y Balaam dicho unto Balak, Estand por thy ofrenda quemada, e iré: peradventure el SEÑOR vendrá para cumplirme: y cualquier cosa él sheweth me diré thee. Y fue a un sitio alto.
Y el dios cumplió Balaam: y dijo unto le, he preparado siete altares, y he ofrecido a cada altar un bullock y un carnero.
Y el SEÑOR puesto una palabra en Balaam boca, y dicho, Regreso unto Balak, y así thou shalt habla.
Y regresó unto le, y, lo, estuvo por su sacrificio quemado, él, y todos los príncipes de Moab.
Y tomó arriba de su parable, y dicho, Balak el rey de Moab hath me traje de Aram, fuera de las montañas del este, refrán, Venido, me maldigo Jacob, y venido, desafía Israel.
Cómo maldigo, quien Dios hath no maldecido? O cómo desafío, quien el SEÑOR hath no desafiado?
Para de la copa de las rocas le veo, y de los cerros yo behold le: lo, las personas morarán sólo, y no será calculado entre las naciones.
Quiénes pueden contar el polvo de Jacob, y el número de la cuarta parte de Israel? Dejado me dado la muerte del righteous, y dejar mi último fin ser como su!
Y Balak dicho unto Balaam, Qué hast thou hecho unto me? Tomé thee para maldecir enemigos de mina, y, behold, thou hast bendecidos les altogether.
Y contestó y dicho, Mosto no tomo heed para hablar aquello cuál el SEÑOR hath puesto en mi boca?
Y Balak dijo unto le, Venido, ruego thee, conmigo unto otro sitio, de whence thou mayest verles: thou shalt ver pero la parte suma de ellos, y shalt no verles todo: y maldecirme les de thence.
Y le trajo al campo de Zophim, hasta arriba de Pisgah, y construyó siete altares, y ofreció un bullock y un carnero en cada altar.
Y dijo unto Balak, Estand aquí por thy ofrenda quemada, mientras cumplo el SEÑOR yonder.
Y el SEÑOR cumplió Balaam, y poner una palabra en su boca, y dicho, Va otra vez unto Balak, y decir así.
Y cuándo vino a él, behold, estuvo por su ofrenda quemada, y los príncipes de Moab con él. Y Balak dijo unto le, Qué hath el SEÑOR hablado?
Y tomó arriba de su parable, y dicho, se Subleva, Balak, y oír; hearken unto me, thou hijo de Zippor:
el dios no es un hombre, que tiene que mentira; tampoco el hijo de hombre, que tiene que repent: hath dijo, y él no él? O hath él hablado, y no lohace bien?
Behold, he recibido commandment para bendecir: y él hath bendecido; y no lo puedo revocar.
Él hath no beheld iniquidad en Jacob, tampoco hath él visto perverseness en Israel: el SEÑOR su Dios es con él, y el grito de un rey es entre ellos.
El dios les trajo fuera de Egipto; él hath como era la fuerza de un unicornio.
Seguramente no hay ningún encantamiento en contra Jacob, tampoco es allí muy divination en contra Israel: según este tiempo será dicho de Jacob y de Israel, Qué hath Dios wrought!
Behold, las personas se sublevarán como león sumo, e impulso arriba él como león joven: él no mentira abajo hasta que come de la presa, y beber la sangre del slain.
Y Balak dicho unto Balaam, Tampoco maldecirles en absoluto, ni bendecirles en absoluto.
Pero Balaam contestado y dicho unto Balak, Dijo no yo thee, refrán, Todo que el SEÑOR speaketh, que tengo que hacer?
Y Balak dicho unto Balaam, Venido, ruego thee, traeré thee unto otro sitio; peradventure lo complacerá Dios que thou mayest me maldigo les de thence.
Y Balak traído Balaam unto la copa de Peor, aquel looketh hacia Jeshimon.
Y Balaam dicho unto Balak, me Construyo aquí siete altares, y prepararme aquí siete bullocks y siete carneros.
Y Balak hizo tan Balaam había dicho, y ofreció un bullock y un carnero en cada altar.
Y cuándo Balaam vio que complació el SEÑOR para bendecir Israel, fue no, como en otro tiempo, para buscar para encantamientos, pero puso su cara hacia el wilderness.
Y Balaam lifted arriba de sus ojos, y vio Israel que soporta en sus tiendas según sus tribus; y el alcohol de Dios vino a él.
Y tomó arriba de su parable, y dicho, Balaam el hijo de Beor hath dicho, y el hombre cuyos ojos son abiertos hath dijo:
Él hath dicho, el cual oyó las palabras de Dios, el cual vio la visión del Todopoderoso, cayendo a un trance, pero teniendo sus ojos abren:
Como los valles son extendió adelante, como jardines por el lado del río, como los árboles de lign aloes cuál el SEÑOR hath plantado, y tan árboles de cedro junto a las aguas.
Vertirá el agua fuera de sus cubos, y su semilla será en muchas aguas, y su rey será más alto que Agag, y su reino será exalted.
El dios le trajo adelante fuera de Egipto; él hath como era la fuerza de un unicornio: comerá arriba de las naciones sus enemigos, y romperá sus huesos, y agujerearles a través de con sus flechas.
Él couched, pone abajo como león, y como león sumo: quién le barajará arriba? Bendito es aquello blesseth thee, y maldecido es aquello curseth thee.
Y Balak la rabia era kindled contra Balaam, y golpeó suyo entrega junto: y Balak dicho unto Balaam, llamé thee para maldecir enemigos de mina, y, behold, thou hast altogether bendecidos les estos tres tiempo.
Por tanto ahora huir thou a thy sitio: pensé para promover thee unto honor sumo; pero, lo, el SEÑOR hath mantuvo thee atrás de honor.
Y Balaam dicho unto Balak, Spake yo no también a thy mensajeros qué thou sentest unto me, refrán,
Si Balak me daría su casa llena de plata y oro, no puedo ir allende el commandment del SEÑOR, para hacer cualquier bueno o malo de mina mente propia; pero lo que el SEÑOR saith, aquello hablo?
Y ahora, behold, voy unto mis personas: venido por tanto, y anunciaré thee lo que estas personas harán a thy personas en los días últimos.
Y tomó arriba de su parable, y dicho, Balaam el hijo de Beor hath dicho, y el hombre cuyos ojos son abiertos hath dijo:
Él hath dicho, el cual oyó las palabras de Dios, y supo el conocimiento del más Alto, el cual vio la visión del Todopoderoso, cayendo a un trance, pero teniendo sus ojos abren:
Y Edom será una posesión, Seir también será una posesión para sus enemigos; e israel hará valiantly.
Fuera de Jacob vendrá él aquello haber dominion, y le destruirá que remaineth de la ciudad.
Y cuándo miraba en Amalek, tomó arriba de su parable, y dicho, Amalek era el primer de las naciones; pero su fin último será que perece para siempre.
Y miraba en el Kenites, y tomó arriba de su parable, y dicho, Fuerte es thy dwellingplace, y thou puttest thy nido en un rock.
No obstante el Kenite será malgastado, hasta que Asshur llevará thee fuera cautivo.
Y tomó arriba de su parable, y dicho, Desgraciadamente, quién vivirá cuándo Dios doeth esto!
Y los barcos provendrán la costa de Chittim, y afligirá Asshur, y afligirá Eber, y también perecerá para siempre.
Y Balaam se sublevó, y fue y regresado a su sitio: y Balak también fue su manera.
Y morada de Israel en Shittim, y las personas empezaron para cometer whoredom con las hijas de Moab.
Y llamaron las personas unto los sacrificios de sus dioses: y las personas comieron, e inclinó abajo a sus dioses.
E Israel se unió unto Baalpeor: y la rabia de la SEÑORA era kindled en contra Israel.
Y el SEÑOR dijo unto Moisés, Tomar todas las jefas de las personas, y colgarles arriba antes del SEÑOR contra el sol, que la rabia feroz de la SEÑORA puede ser dada la espalda de Israel.
Y Moisés dijo unto los jueces de Israel, Slay ye cada uno sus hombres que estuvo unido unto Baalpeor.
Y, behold, uno de los niños de Israel vinieron y trajo unto sus hermanos un Midianitish mujer en la vista de Moisés, y en la vista de toda la congregación de los niños de Israel, quién lloraba antes de la puerta del tabernacle de la congregación.
Y cuándo Phinehas, el hijo de Eleazar, el hijo de Aaron el sacerdote, lo vio, se sublevó de entre la congregación, y tomó una jabalina en su mano;
Y fue después del hombre de Israel a la tienda, y empujar ambos de ellos a través de, el hombre de Israel, y la mujer a través de su vientre. Así que la plaga estuvo quedada de los niños de Israel.
Y los que muertos en la plaga era veinte y cuatro mil.
Y el SEÑOR spake unto Moisés, refrán,
Phinehas, el hijo de Eleazar, el hijo de Aaron el sacerdote, hath girado mi ira fuera de los niños de Israel, mientras era celoso para mi sake entre ellos, que consumí no los niños de Israel en mis celos.
Wherefore Dice, Behold, doy unto le mi covenant de paz:
Y lo tendrá, y su semilla después de que le, incluso el covenant de un everlasting sacerdocio; porque era celoso para su Dios, e hizo un atonement para los niños de Israel.
Y el nombre del Midianitish mujer que era slain era Cozbi, la hija de Zur; era jefa sobre unas personas, y de una casa de jefe en Midian.
Y el SEÑOR spake unto Moisés, refrán,
Vex el Midianites, y golpearles:
Para ellos vex tú con su wiles, wherewith han beguiled tú en el asunto de Peor, y en el asunto de Cozbi, la hija de un príncipe de Midian, su hermana, el cual era slain en el día de la plaga para Peor sake.
Y vino para pasar después de la plaga, que el SEÑOR spake unto Moisés y unto Eleazar el hijo de Aaron el sacerdote, refrán,
Tomar la suma de toda la congregación de los niños de Israel, de veinte años y arriba, durante sus padres' casa, todo aquello es capaz de ir a guerra en Israel.
Y Moisés y Eleazar el sacerdote spake con ellos en las llanuras de Moab por Jordania cercana Jericho, refrán,
Tomar la suma de las personas, de veinte años y arriba; como el SEÑOR mandó Moisés y los niños de Israel, el cual fue adelante fuera de la tierra de Egipto.
Reuben, el eldest hijo de Israel: los niños de Reuben; Hanoch, de quien cometh la familia del Hanochites: de Pallu, la familia del Palluites:
De Hezron, la familia del Hezronites: de Carmi, la familia del Carmites.
Estos son las familias del Reubenites: y ellos aquello estuvo numerado de ellos eran cuarenta y tres mil y sietecientos y treinta.
Y los hijos de Pallu; Eliab.
Y los hijos de Eliab; Nemuel, y Dathan, y Abiram. Esto es que Dathan y Abiram, el cual era famoso en la congregación, quién strove en contra Moisés y en contra Aaron en la empresa de Korah, cuándo ellos strove contra el SEÑOR:
Y la tierra abrió su boca, y les tragó arriba junto con Korah, cuándo aquella empresa murió, qué cronometra el fuego devoró doscientos y cincuenta hombres: y acaecían un signo .
Notwithstanding Los niños de Korah murió no.
Los hijos de Simeon después de sus familias: de Nemuel, la familia del Nemuelites: de Jamin, la familia del Jaminites: de Jachin, la familia del Jachinites:
De Zerah, la familia del Zarhites: de Shaul, la familia del Shaulites.
Estos son las familias del Simeonites, veinte y dos mil y doscientos.
Los niños de Gad después de sus familias: de Zephon, la familia del Zephonites: de Haggi, la familia del Haggites: de Shuni, la familia del Shunites:
De Ozni, la familia del Oznites: de Eri, la familia del Erites:
De Arod, la familia del Arodites: de Areli, la familia del Arelites.
Estos son las familias de los niños de Gad según los que estuvieron numerados de ellos, cuarenta mil y cincocientos.
Los hijos de Judah eran Er y Onan: y Er y Onan muerto en la tierra de Canaan.
Y los hijos de Judah después de sus familias era; de Shelah, la familia del Shelanites: de Pharez, la familia del Pharzites: de Zerah, la familia del Zarhites.
Y los hijos de Pharez era; de Hezron, la familia del Hezronites: de Hamul, la familia del Hamulites.
Estos son las familias de Judah según los que estuvieron numerados de ellos, threescore y dieciséis mil y cincocientos.
De los hijos de Issachar después de sus familias: de Tola, la familia del Tolaites: de Pua, la familia del Punites:
De Jashub, la familia del Jashubites: de Shimron, la familia del Shimronites.
Estos son las familias de Issachar según los que estuvieron numerados de ellos, threescore y cuatro mil y trescientos.
De los hijos de Zebulun después de sus familias: de Sered, la familia del Sardites: de Elon, la familia del Elonites: de Jahleel, la familia del Jahleelites.
Estos son las familias del Zebulunites según los que estuvieron numerados de ellos, threescore millar y cincocientos.
Los hijos de Joseph después de sus familias era Manasseh y Ephraim.
De los hijos de Manasseh: de Machir, la familia del Machirites: y Machir begat Gilead: de Gilead venido la familia del Gileadites.
Estos son los hijos de Gilead: de Jeezer, la familia del Jeezerites: de Helek, la familia del Helekites:
Y de Asriel, la familia del Asrielites: y de Shechem, la familia del Shechemites:
Y de Shemida, la familia del Shemidaites: y de Hepher, la familia del Hepherites.
Estos son las familias de Manasseh, y los que estuvieron numerados de ellos, cincuenta y dos mil y sietecientos.
Estos son los hijos de Ephraim después de sus familias: de Shuthelah, la familia del Shuthalhites: de Becher, la familia del Bachrites: de Tahan, la familia del Tahanites.
Y estos son los hijos de Shuthelah: de Eran, la familia del Eranites.
Estos son las familias de los hijos de Ephraim según los que estuvieron numerados de ellos, treinta y dos mil y cincocientos. Estos son los hijos de Joseph después de sus familias.
Los hijos de Benjamin después de sus familias: de Bela, la familia del Belaites: de Ashbel, la familia del Ashbelites: de Ahiram, la familia del Ahiramites:
De Shupham, la familia del Shuphamites: de Hupham, la familia del Huphamites.
Y los hijos de Bela era Ard y Naaman: de Ard, la familia del Ardites: y de Naaman, la familia del Naamites.
Estos son los hijos de Benjamin después de sus familias: y ellos aquello estuvo numerado de ellos eran cuarenta y cinco mil y seiscientos.
Estos son los hijos de Dan después de sus familias: de Shuham, la familia del Shuhamites. Estos son las familias de Dan después de sus familias.
Todas las familias del Shuhamites, según los que estuvieron numerados de ellos, era threescore y cuatro mil y cuatrocientos.
De los niños de Asher después de sus familias: de Jimna, la familia del Jimnites: de Jesui, la familia del Jesuites: de Beriah, la familia del Beriites.
De los hijos de Beriah: de Heber, la familia del Heberites: de Malchiel, la familia del Malchielites.
Y el nombre de la hija de Asher era Sarah.
Estos son las familias de los hijos de Asher según los que estuvieron numerados de ellos; quién era cincuenta y tres mil y cuatrocientos.
De los hijos de Naphtali después de sus familias: de Jahzeel, la familia del Jahzeelites: de Guni, la familia del Gunites:
De Jezer, la familia del Jezerites: de Shillem, la familia del Shillemites.
Estos son las familias de Naphtali según sus familias: y ellos aquello estuvo numerado de ellos eran cuarenta y cinco mil y cuatrocientos.
Estos eran el numerados de los niños de Israel, seiscientos millar y mil sietecientos y treinta.
Y el SEÑOR spake unto Moisés, refrán,
Unto estos la tierra será dividida para una herencia según el número de nombres.
A muchos thou shalt dar la más herencia, y a pocos thou shalt dar la menos herencia: a cada uno su herencia ser dado según los que estuvieron numerados de él.
Notwithstanding La tierra será dividida por parcela: según los nombres de las tribus de sus padres heredarán.
Según la parcela la posesión del mismo ser dividido entre muchos y pocos.
Y estos son aquello estuvo numerado del Levites después de sus familias: de Gershon, la familia del Gershonites: de Kohath, la familia del Kohathites: de Merari, la familia del Merarites.
Estos son las familias del Levites: la familia del Libnites, la familia del Hebronites, la familia del Mahlites, la familia del Mushites, la familia del Korathites. Y Kohath begat Amram.
Y el nombre de Amram la mujer era Jochebed, la hija de Levi, quien le madre bare a Levi en Egipto: y ella bare unto Amram Aaron y Moisés, y Miriam su hermana.
Y unto Aaron nació Nadab, y Abihu, Eleazar, e ithamar.
Y Nadab y Abihu muerto, cuándo ofrecieron fuego extraño antes del SEÑOR.
Y los que estuvieron numerados de ellos eran veinte y tres mil, todos los machos de un mes viejo y arriba: para no fueron numerados entre los niños de Israel, porque no había ninguna herencia dado les entre los niños de Israel.
Estos son aquello estuvo numerado por Moisés y Eleazar el sacerdote, quién numeró los niños de Israel en las llanuras de Moab por Jordania cercana Jericho.
Pero entre estos no hubo un hombre de ellos quien Moisés y Aaron el sacerdote numeró, cuándo numeraron los niños de Israel en el wilderness de Sinai.
Para el SEÑOR había dicho de ellos, Ellos seguramente dado en el wilderness. Y no hubo dejado un hombre de ellos, salva Caleb el hijo de Jephunneh, y Joshua el hijo de Nun.
Entonces vino las hijas de Zelophehad, el hijo de Hepher, el hijo de Gilead, el hijo de Machir, el hijo de Manasseh, de las familias de Manasseh el hijo de Joseph: y estos son los nombres de sus hijas; Mahlah, Noah, y Hoglah, y Milcah, y Tirzah.
Y estuvieron antes de que Moisés, y antes de que Eleazar el sacerdote, y antes de los príncipes y toda la congregación, por la puerta del tabernacle de la congregación, refrán,
Nuestro padre muerto en el wilderness, y no fue en la empresa de ellos aquello los reunió junto contra el SEÑOR en la empresa de Korah; pero muerto en su pecado propio, y tuvo ningún hijo.
Y Moisés trajo su causa antes del SEÑOR.
Las hijas de Zelophehad habla bien: thou shalt seguramente darles una posesión de una herencia entre los hermanos de su padre; y thou shalt causa la herencia de su padre para pasar unto les.
Y thou shalt hablar unto los niños de Israel, refrán, Si un dado de hombre, y tener ningún hijo, entonces ye causará su herencia para pasar unto su hija.
Y si no tiene ninguna hija, entonces ye dará su herencia unto sus hermanos.
Y el SEÑOR dijo unto Moisés, Coge thee arriba a este monte Abarim, y ver el aterrizar cuál he dado unto los niños de Israel.
Y cuándo thou hast visto lo, thou también shalt ser reunido unto thy personas, como Aaron thy el hermano estuvo reunido.
Para ye rebelado contra mi commandment en el desierto de Zin, en los conflictos de la congregación, para santificarme en el agua antes de sus ojos: aquello es el agua de Meribah en Kadesh en el wilderness de Zin.
Y Moisés spake unto el SEÑOR, refrán,
Dejado el SEÑOR, el Dios de los alcoholes de toda carne, puesto un hombre sobre la congregación,
los cuales pueden salir antes de que les, y cuáles pueden entrar antes de que les, y cuáles les pueden dirigir fuera, y cuáles les pueden traer en; aquello la congregación del SEÑOR no ser tan oveja qué tener ningún pastor.
Y el SEÑOR dijo unto Moisés, Toma thee Joshua el hijo de Nun, un hombre en quien es el alcohol, y poner thine mano a él;
Y puesto le antes Eleazar el sacerdote, y antes de que toda la congregación; y darle un cargo en su vista.
Y thou shalt puesto algunos de thine honor a él, que toda la congregación de los niños de Israel pueden ser obedientes.
Y estará antes de que Eleazar el sacerdote, quién pedirá consejo para él después de que el juicio de Urim antes del SEÑOR: en su palabra salen, y en su palabra entrarán, tanto él, y todos los niños de Israel con él, incluso toda la congregación.
Y Moisés hizo como el SEÑOR le mandó: y tomó Joshua, y puesto le antes Eleazar el sacerdote, y antes de que toda la congregación:
Y puso sus manos a él, y le dio un cargo, como el SEÑOR mandado por la mano de Moisés.
Y el SEÑOR spake unto Moisés, refrán,
Orden los niños de Israel, y decir unto les, Mi ofrenda, y mi pan para mis sacrificios hizo por fuego, para un dulce savour unto me, ye observa para ofrecer unto me en su estación prevista.
Y thou shalt decir unto les, Esto es la ofrenda hecho por disparar qué ye ofrecerá unto el SEÑOR; dos corderos del primer año sin día de algo por día, para un continual ofrenda quemada.
Y una décima parte de un ephah de harina para una ofrenda de carne, mezclado con la cuarta parte de un hin de óleo batido.
Es un continual ofrenda quemada, el cual era ordained en montar Sinai para un dulce savour, un sacrificio hecho por disparar unto el SEÑOR.
Y la bebida que ofrece del mismo será la cuarta parte de un hin para el cordero: en el sitio santo shalt thou causa el vino fuerte para ser vertió unto el SEÑOR para una ofrenda de bebida.
Y el otro cordero shalt thou oferta en incluso: como la ofrenda de carne de la mañana, y como la bebida que ofrece del mismo, thou shalt lo ofrece, un sacrificio hecho por fuego, de un dulce savour unto el SEÑOR.
Y en el día de sabbath dos corderos del primer año sin algo, y dos décimos tratos de harina para una ofrenda de carne, mezclado con óleo, y la bebida que ofrece del mismo:
Esto es la ofrenda quemada de cada sabbath, junto al continual ofrenda quemada, y su ofrenda de bebida.
Y en los comienzos de vuestros meses ye ofrecerá una ofrenda quemada unto el SEÑOR; dos joven bullocks, y un carnero, siete corderos del primer año sin algo;
Y tres décimos tratos de harina para una ofrenda de carne, mezclado con óleo, para uno bullock; y dos décimos tratos de harina para una ofrenda de carne, mezclado con óleo, para un carnero;
Y un varios décimo trato de la harina mezclada con óleo para una carne que ofrece unto un cordero; para una ofrenda quemada de un dulce savour, un sacrificio hecho por disparar unto el SEÑOR.
Y sus ofrendas de bebida serán a medias un hin de vino unto un bullock, y la tercera parte de un hin unto un carnero, y una cuarta parte de un hin unto un cordero: esto es la ofrenda quemada de cada mes durante los meses del año.
Y uno bromea de las cabras para un pecado que ofrece unto el SEÑOR será ofrecido, junto al continual ofrenda quemada, y su ofrenda de bebida.
Y en el decimocuarto día del primer mes es el passover del SEÑOR.
Y en el decimoquinto día de este mes es el festín: siete días unleavened pan ser comido.
En el primer día será un santo convocation; ye hará ninguna manera de servile obra therein:
Un varios décimo trato shalt thou oferta para cada cordero, durante los siete corderos:
Y una cabra para una ofrenda de pecado, para hacer un atonement para ti.
Ye Ofrecerá estos junto al quemados ofreciendo por la mañana, el cual es para un continual ofrenda quemada.
De este modo ye ofrecerá diariamente, durante los siete días, la carne del sacrificio hecho por fuego, de un dulce savour unto el SEÑOR: será ofrecido junto al continual ofrenda quemada, y su ofrenda de bebida.
Y en el séptimo día ye tendrá un santo convocation; ye hará ningún servile obra.
También en el día del firstfruits, cuándo ye traer una carne nueva que ofrece unto el SEÑOR, después de vuestras semanas ser fuera, ye tendrá un santo convocation; ye hará ningún servile obra:
Pero ye ofrecerá la ofrenda quemada para un dulce savour unto el SEÑOR; dos joven bullocks, un carnero, siete corderos del primer año;
Y uno bromea de las cabras, para hacer un atonement para ti.
Ye Les ofrecerá junto al continual ofrenda quemada, y su ofrenda de carne, ( serán unto tú sin mácula) y sus ofrendas de bebida.
Y en el séptimo mes, en el primer día del mes, ye tendrá un santo convocation; ye hará ningún servile obra: es un día de soplar las trompetas unto te.
Y ye ofrecerá una ofrenda quemada para un dulce savour unto el SEÑOR; uno joven bullock, un carnero, y siete corderos del primer año sin mácula:
Y su ofrenda de carne será de la harina mezclada con óleo, tres décimos tratos para un bullock, y dos décimos tratos para un carnero,
Y uno décimo trato para un cordero, durante los siete corderos:
Junto a la ofrenda quemada del mes, y su ofrenda de carne, y la ofrenda diariamente quemada, y su ofrenda de carne, y sus ofrendas de bebida, según unto su manera, para un dulce savour, un sacrificio hecho por disparar unto el SEÑOR.
Y ye tendrá en el décimo día de este séptimo mes un santo convocation; y ye afligirá vuestras almas: ye no cualquier obra therein:
Pero ye ofrecerá una ofrenda quemada unto el SEÑOR para un dulce savour; uno joven bullock, un carnero, y siete corderos del primer año; serán unto tú sin mácula:
Y su ofrenda de carne será de la harina mezclada con óleo, tres décimos tratos a un bullock, y dos décimos tratos a un carnero,
Un varios décimo trato para un cordero, durante los siete corderos:
Uno bromea de las cabras para una ofrenda de pecado; junto a la ofrenda de pecado de atonement, y el continual ofrenda quemada, y la ofrenda de carne de él, y sus ofrendas de bebida.
Y ye ofrecerá una ofrenda quemada, un sacrificio hecho por fuego, de un dulce savour unto el SEÑOR; trece joven bullocks, dos carneros, y catorce corderos del primer año; serán sin mácula:
Y su ofrenda de carne será de la harina mezclada con óleo, tres décimos tratos unto cada bullock del trece bullocks, dos décimos tratos a cada carnero de los dos carneros,
Y un varios décimo trato a cada cordero de los catorce corderos:
Y uno bromea de las cabras para una ofrenda de pecado; junto al continual ofrenda quemada, su ofrenda de carne, y su ofrenda de bebida.
Y en el segundo día ye ofrecerá doce joven bullocks, dos carneros, catorce corderos del primer año sin algo:
Y su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y en el tercer día once bullocks, dos carneros, catorce corderos del primer año sin mácula;
Y su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y una cabra para una ofrenda de pecado; junto al continual ofrenda quemada, y su ofrenda de carne, y su ofrenda de bebida.
Y en el cuarto día diez bullocks, dos carneros, y catorce corderos del primer año sin mácula:
Su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y en el quinto día nueve bullocks, dos carneros, y catorce corderos del primer año sin algo:
Y su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y una cabra para una ofrenda de pecado; junto al continual ofrenda quemada, y su ofrenda de carne, y su ofrenda de bebida.
Y en el sexto día ocho bullocks, dos carneros, y catorce corderos del primer año sin mácula:
Y su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y una cabra para una ofrenda de pecado; junto al continual ofrenda quemada, su ofrenda de carne, y su ofrenda de bebida.
Y en el séptimo día siete bullocks, dos carneros, y catorce corderos del primer año sin mácula:
Y su ofrenda de carne y sus ofrendas de bebida para el bullocks, para los carneros, y para los corderos, será según su número, después de la manera:
Y una cabra para una ofrenda de pecado; junto al continual ofrenda quemada, su ofrenda de carne, y su ofrenda de bebida.
En el octavo día ye tendrá una asamblea solemne: ye hará ningún servile obra therein:
Pero ye ofrecerá una ofrenda quemada, un sacrificio hecho por fuego, de un dulce savour unto el SEÑOR: uno bullock, un carnero, siete corderos del primer año sin mácula:
Su ofrenda de carne y sus ofrendas de bebida para el bullock, para el carnero, y para los corderos, será según su número, después de la manera:
Estas cosas ye hará unto el SEÑOR en vuestros festines de conjunto, junto a vuestro jura, y vuestras ofrendas de albedrío, para vuestro quemó ofrendas, y para vuestras ofrendas de carne, y para vuestras ofrendas de bebida, y para vuestras ofrendas de paz.
Y Moisés spake unto las jefas de las tribus respecto de los niños de Israel, refrán, Esto es la cosa qué el SEÑOR hath mandó.
Si un hombre jura un jurar unto el SEÑOR, o jurar un oath para atar su alma con un vínculo; no romperá su palabra, hará según todo aquel proceedeth fuera de su boca.
Si una mujer también jura un jurar unto el SEÑOR, y la atar por un vínculo, siendo en la casa de su padre en su juventud;
Pero si su padre disallow su en el día que él heareth; no muy de su jura, o de sus vínculos wherewith ella hath atado su alma, estará: y el SEÑOR le perdonará, porque su padre disallowed le.
Y su marido lo oyó, y aguantó su paz en su en el día que lo oyó: entonces su jura estará, y sus vínculos wherewith ató su alma estará.
Pero si su marido disallowed su en el día que lo oyó; entonces hará su jurar cuál juró, y aquello cuál ella uttered con sus labios, wherewith ató su alma, de ninguno efectúa: y el SEÑOR le perdonará.
Pero cada jurar de un widow, y de su aquello está divorciado, wherewith han atado sus almas, estará contra su.
Y si juró en la casa de su marido, o ató su alma por un vínculo con un oath;
Y su marido lo oyó, y aguantó su paz en su, y disallowed le no: entonces todo su jura estará, y cada vínculo wherewith ató su alma estará.
Pero si su marido hath absolutamente les hizo void en el día les oyó; entonces cualquier cosa procedido fuera de sus labios respecto de su jura, o respecto del vínculo de su alma, no estará: su marido hath hecho les void; y el SEÑOR le perdonará.
Cada jurar, y cada obligatorio oath para afligir el alma, su marido lo puede establecer, o su marido lo puede hacer void.
Pero si su marido altogether control su paz en su de día a día; entonces él establisheth todo su jura, o todos sus vínculos, los cuales son a su: él confirmeth les, porque aguantó su paz en su en el día que les oyó.
Pero si él muy las maneras leshacen void después que él hath oído les; entonces aguantará su iniquidad.
Estos son los estatutos , el cual el SEÑOR mandó Moisés, entre un hombre y su mujer, entre el padre y su hija, siendo todavía en su juventud en la casa de su padre.
Y el SEÑOR spake unto Moisés, refrán,
Vengar los niños de Israel del Midianites: después shalt thou ser reunido unto thy personas.
Y Moisés spake unto las personas, refrán, Brazo algunos de vosotros unto la guerra, y dejado les ir contra el Midianites, y vengar el SEÑOR de Midian.
De cada tribu mil, por todas partes todas las tribus de Israel, ye envía a la guerra.
Tan allí estuvo entregado fuera de los miles de Israel, mil de cada tribu, doce mil armado para guerra.
Y Moisés les envió a la guerra, mil de cada tribu, les y Phinehas el hijo de Eleazar el sacerdote, a la guerra, con los instrumentos santos, y las trompetas para soplar en su mano.
Y ellos warred contra el Midianites, como el SEÑOR mandó Moisés; y ellos slew todos los machos.
Y ellos slew los reyes de Midian, junto al resto de ellos aquello era slain; concretamente, Evi, y Rekem, y Zur, y Hur, y Reba, cinco reyes de Midian: Balaam también el hijo de Beor ellos slew con la espada.
Y los niños de Israel tomaron todas las mujeres de Midian cautivos, y su poco unos, y tomó el estropear de todo su ganado, y todos sus rebaños, y todos sus bienes.
Y quemaron todas sus ciudades donde moraron, y todo su goodly castillos, con fuego.
Y tomaron todo el estropear, y toda la presa, ambos de hombres y de bestias.
Y trajeron los cautivos, y la presa, y el estropear, unto Moisés, y Eleazar el sacerdote, y unto la congregación de los niños de Israel, unto el campamento en las llanuras de Moab, los cuales son por Jordania cercana Jericho.
Y Moisés, y Eleazar el sacerdote, y todos los príncipes de la congregación, fue adelante para cumplirles sin el campamento.
Y Moisés era wroth con los agentes del anfitrión, con los capitanes sobre miles, y capitanes sobre centenares, el cual provino la batalla.
Y Moisés dijo unto les, Ha ye salvó todas las mujeres vivas?
Behold, estos causaron los niños de Israel, a través del consejo de Balaam, para cometer entrar sin autorización contra el SEÑOR en el asunto de Peor, y había una plaga entre la congregación del SEÑOR.
Pero todos los niños de mujeres, aquello no ha sabido un hombre por lying con él, mantiene vivo para vosotros.
Y purify todo vuestro raiment, y todo aquello está hecho de pieles, y todos obran de cabras' cabello, y todas las cosas hicieron de madera.
Y Eleazar el sacerdote dijo unto los hombres de guerra qué fue a la batalla, Esto es el ordinance de la ley qué el SEÑOR mandó Moisés;
Sólo el oro, y la plata, el latón, el hierro, la lata, y la ventaja,
Cada cosa que puede soportar el fuego, ye hará pasa por el fuego, y será limpio: no obstante será purified con el agua de separación: y todo aquel abideth no el fuego ye hará pasar por el agua.
Y ye lavará vuestra ropa en el séptimo día, y ye será limpio, y después ye vendrá al campamento.
Y el SEÑOR spake unto Moisés, refrán,
Y dividir la presa a dos partes; entre ellos aquello tomó la guerra a ellos, quién salió para batallar, y entre toda la congregación:
Y levar un tributo unto el Señor de los hombres de guerra qué salió para batallar: una alma de cincocientos, ambos de las personas, y del beeves, y de los asnos, y de la oveja:
Toma él de su medio, y darlo unto Eleazar el sacerdote, para un alzar ofreciendo del SEÑOR.
Y de los niños de Israel medio, thou shalt toma una porción de cincuenta, de las personas, del beeves, de los asnos, y de los rebaños, de toda manera de bestias, y darles unto el Levites, los cuales mantienen el cargo del tabernacle del SEÑOR.
Y Moisés y Eleazar el sacerdote hizo como el SEÑOR mandó Moisés.
Y el botín, siendo el resto de la presa qué los hombres de guerra habían cogido, era seiscientos millar y setenta mil y cinco mil ovejas,
Y threescore y doce mil beeves,
Y threescore y mil asnos,
Y treinta y dos mil personas en todo, de mujeres que no había sabido hombre por lying con él.
Y el medio, el cual era la porción de ellos aquello salió a guerra, era en número trescientos millar y siete y treinta mil y cincocientas ovejas:
Y el tributo del SEÑOR de la oveja era seiscientos y threescore y quince.
Y el beeves era treinta y seis mil; del cual el tributo del SEÑOR era threescore y doce.
Y los asnos eran treinta mil y cincocientos; del cual el tributo del SEÑOR era threescore y uno.
Y Moisés dio el tributo, el cual era el SEÑOR es alza ofrecer, unto Eleazar el sacerdote, como el SEÑOR mandó Moisés.
(Ahora el medios que pertained unto la congregación era trescientos millar y treinta mil y siete mil y cincocientas ovejas,
Y treinta y seis mil beeves,
Y dieciséis mil personas;)
Y los agentes qué era sobre miles del anfitrión, los capitanes de miles, y capitanes de centenares, vino cercano unto Moisés:
Y dijeron unto Moisés, Thy los criados han tomado la suma de los hombres de guerra qué es bajo nuestro cargo, y allí lacketh no un hombre de nosotros.
Hemos por tanto trajo un oblation para el SEÑOR, lo que cada hombre hath cogido, de joyas de oro, cadenas, y brazaletes, redes, pendientes, y pastillas, para hacer un atonement para nuestras almas antes del SEÑOR.
Y Moisés y Eleazar el sacerdote tomó el oro de ellos, incluso todo wrought joyas.
Y todo el oro del ofreciendo que ofrecieron hasta el SEÑOR, de los capitanes de miles, y de los capitanes de centenares, era dieciséis mil sietecientos y cincuenta shekels.
(Para los hombres de guerra habían tomado estropea, cada hombre para él.)
Y Moisés y Eleazar el sacerdote tomó el oro de los capitanes de miles y de centenares, y trajo él al tabernacle de la congregación, para un monumento para los niños de Israel antes del SEÑOR.
Ahora los niños de Reuben y los niños de Gad tuvo un muy sumo multitude de ganado: y cuándo vieron la tierra de Jazer, y la tierra de Gilead, aquello, behold, el sitio era un sitio para ganado;
Incluso el país qué el SEÑOR golpeó antes de la congregación de Israel, es una tierra para ganado, y thy los criados tienen ganado:
Wherefore, dijo ellos, si hemos encontrado gracia en thy vista, dejado esta tierra ser dado unto thy criados para una posesión, y traernos no encima Jordania.
Y Moisés dijo unto los niños de Gad y a los niños de Reuben, vuestros hermanos van a guerra, y ye sienta aquí?
Y wherefore desalentar ye el corazón de los niños de Israel de ir encima al aterrizar cuál el SEÑOR hath dado les?
Así hizo vuestros padres, cuándo les envié de Kadeshbarnea para ver la tierra.
Para cuándo remontaron unto el valle de Eshcol, y vio la tierra, desalentaron el corazón de los niños de Israel, que no tendrían que ir al aterrizar cuál el SEÑOR había dado les.
Y la rabia del SEÑOR era kindled el mismo tiempo, y él sware, refrán,
Seguramente ninguno de los hombres que vino arriba fuera de Egipto, de veinte años y arriba, verá el aterrizar cuál yo sware unto Abraham, unto Isaac, y unto Jacob; porque han no completamente me seguí:
Salva Caleb el hijo de Jephunneh el Kenezite, y Joshua el hijo de Nun: para han completamente siguió el SEÑOR.
Y la rabia del SEÑOR era kindled en contra Israel, y les hizo vagar en el wilderness cuarenta años, hasta que toda la generación, aquello había hecho mal en la vista del SEÑOR, estuvo consumido.
Y, behold, ye está sublevado en vuestros padres' stead, un aumento de sinful hombres, para aumentar aún así la rabia feroz del SEÑOR hacia Israel.
Para si ye dar la espalda de después de que le, todavía otra vez lesdeja en el wilderness; y ye destruirá todas estas personas.
Y vinieron cercanos unto le, y dichos, construiremos sheepfolds aquí para nuestro ganado, y ciudades para nuestro poco unos:
Pero nosotros nosotros irá a punto armado antes de los niños de Israel, hasta que les hemos traído unto su sitio: y nuestro poco unos morarán en las ciudades valladas debido a los habitantes de la tierra.
Para no heredaremos con ellos encima yonder Jordania de lado, o adelante; porque nuestra herencia está caída a nosotros encima esta Jordania de lado eastward.
Y Moisés dijo unto les, Si ye hará esta cosa, si ye irá armado antes del SEÑOR a guerra,
E irá todo de ti armado encima Jordania antes del SEÑOR, hasta que él hath conducido fuera de sus enemigos de antes de que le,
Y la tierra ser subdued antes del SEÑOR: entonces después ye regresará, y ser guiltless antes del SEÑOR, y antes de que Israel; y esta tierra será vuestra posesión antes del SEÑOR.
Pero si ye no hará tan, behold, ye ha pecado contra el SEÑOR: y ser seguro vuestro pecado te encontrará fuera.
Complexión tú ciudades para vuestro poco unos, y pliegues para vuestra oveja; y que qué hath procedido fuera de vuestra boca.
Y los niños de Gad y los niños de Reuben spake unto Moisés, refrán, Thy los criados harán como mi señor commandeth.
Nuestro poco unos, nuestras mujeres, nuestros rebaños, y todo nuestro ganado, será allí en las ciudades de Gilead:
Pero thy los criados pasarán encima, cada hombre armado para guerra, antes del SEÑOR para batallar, como mi señor saith.
Así que concerniéndoles Moisés mandó Eleazar el sacerdote, y Joshua el hijo de Nun, y los padres de jefe de las tribus de los niños de Israel:
Pero si no pasarán encima contigo armado, tendrán posesiones entre tú en la tierra de Canaan.
Y los niños de Gad y los niños de Reuben contestaron, refrán, Como el SEÑOR hath dicho unto thy criados, así que hacemos.
Pasaremos sobre armados antes del SEÑOR a la tierra de Canaan, que la posesión de nuestra herencia en esta Jordania de lado puede ser la nuestra.
Y Moisés dio unto les, incluso a los niños de Gad, y a los niños de Reuben, y unto medio la tribu de Manasseh el hijo de Joseph, el reino de Sihon rey del Amorites, y el reino de Og rey de Bashan, la tierra, con las ciudades del mismo en las costas, incluso las ciudades de la ronda de país aproximadamente.
Y los niños de Gad construyó Dibon, y Ataroth, y Aroer,
Y Atroth, Shophan, y Jaazer, y Jogbehah,
Y Bethnimrah, y Bethharan, ciudades valladas: y pliegues para ovejas.
Y los niños de Reuben construyeron Heshbon, y Elealeh, y Kirjathaim,
Y Nebo, y Baalmeon, (sus nombres que son cambiados,) y Shibmah: y dio otros nombres unto las ciudades qué ellos builded.
Y los niños de Machir el hijo de Manasseh fue a Gilead, y lo tomó, y dispossessed el Amorite cuál era en él.
Y Moisés dio Gilead unto Machir el hijo de Manasseh; y moró therein.
Y Jair el hijo de Manasseh fue y tomó las ciudades pequeñas del mismo, y les llamó Havothjair.
Y Nobah fue y tomó Kenath, y los pueblos del mismo, y lo llamó Nobah, después de su nombre propio.
Estos son los viajes de los niños de Israel, el cual fue adelante fuera de la tierra de Egipto con sus ejércitos bajo la mano de Moisés y Aaron.
Y Moisés escribió su goings fuera según sus viajes por el commandment del SEÑOR: y estos son sus viajes según su goings fuera.
Y ellos departed de Rameses en el primer mes, en el decimoquinto día del primer mes; en el morrow después del passover los niños de Israel salieron con una mano alta en la vista de todos los egipcios.
Para los egipcios enterraron todo su firstborn, el cual el SEÑOR había golpeado entre ellos: a sus dioses también el SEÑOR ejecutó juicios.
Y los niños de Israel sacaron de Rameses, y pitched en Succoth.
Y ellos departed de Succoth, y pitched en Etham, el cual es en el borde del wilderness.
Y sacaron de Etham, y giró otra vez unto Pihahiroth, el cual es antes de Baalzephon: y ellos pitched antes de Migdol.
Y ellos departed de antes de que Pihahiroth, y pasados a través del midst del mar al wilderness, y fue tres días' viaje en el wilderness de Etham, y pitched en Marah.
Y sacaron de Marah, y vino unto Elim: y en Elim era doce fuentes de agua, y threescore y diez árboles de palma; y ellos pitched allí.
Y sacaron de Elim, y encamped por el mar Rojo.
Y sacaron del mar Rojo, y encamped en el wilderness de Pecado.
Y tomaron su viaje fuera del wilderness de Pecado, y encamped en Dophkah.
Y ellos departed de Dophkah, y encamped en Alush.
Y sacaron de Alush, y encamped en Rephidim, dónde era ninguna agua para las personas para beber.
Y ellos departed de Rephidim, y pitched en el wilderness de Sinai.
Y sacaron del desierto de Sinai, y pitched en Kibrothhattaavah.
Y ellos departed de Kibrothhattaavah, y encamped en Hazeroth.
Y ellos departed de Hazeroth, y pitched en Rithmah.
Y ellos departed de Rithmah, y pitched en Rimmonparez.
Y ellos departed de Rimmonparez, y pitched en Libnah.
Y sacaron de Libnah, y pitched en Rissah.
Y ellos journeyed de Rissah, y pitched en Kehelathah.
Y fueron de Kehelathah, y pitched en montar Shapher.
Y sacaron de montar Shapher, y encamped en Haradah.
Y sacaron de Makheloth, y encamped en Tahath.
Y ellos departed de Tahath, y pitched en Tarah.
Y sacaron de Tarah, y pitched en Mithcah.
Y fueron de Mithcah, y pitched en Hashmonah.
Y ellos departed de Hashmonah, y encamped en Moseroth.
Y ellos departed de Moseroth, y pitched en Benejaakan.
Y sacaron de Benejaakan, y encamped en Horhagidgad.
Y fueron de Horhagidgad, y pitched en Jotbathah.
Y sacaron de Jotbathah, y encamped en Ebronah.
Y ellos departed de Ebronah, y encamped en Eziongaber.
Y sacaron de Eziongaber, y pitched en el wilderness de Zin, el cual es Kadesh.
Y sacaron de Kadesh, y pitched en montar Hor, en el borde de la tierra de Edom.
Y Aaron el sacerdote remontó a montar Hor en el commandment del SEÑOR, y murió allí, en el cuadragésimo año después de los niños de Israel estuvieron salidos de la tierra de Egipto, en el primer día del quinto mes.
Y Aaron era un centenar y veinte y tres años cuándo murió en montar Hor.
Y rey Arad el Canaanite, el cual moró en el del sur en la tierra de Canaan, oído del viniendo de los niños de Israel.
Y ellos departed de montar Hor, y pitched en Zalmonah.
Y ellos departed de Zalmonah, y pitched en Punon.
Y ellos departed de Punon, y pitched en Oboth.
Y ellos departed de Oboth, y pitched en Ijeabarim, en el borde de Moab.
Y ellos departed de Iim, y pitched en Dibongad.
Y sacaron de Dibongad, y encamped en Almondiblathaim.
Y ellos departed de las montañas de Abarim, y pitched en las llanuras de Moab por Jordania cercana Jericho.
Y ellos pitched por Jordania, de Bethjesimoth incluso unto Abelshittim en las llanuras de Moab.
Y el SEÑOR spake unto Moisés en las llanuras de Moab por Jordania cercana Jericho, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo ye está pasado encima Jordania a la tierra de Canaan;
Entonces ye conducirá fuera todos los habitantes de la tierra de antes de que te, y destruir todos sus cuadros, y destruir todo su molten imágenes, y bastante pluck abajo todos sus sitios altos:
Y ye dispossess los habitantes de la tierra, y morar therein: para te he dado la tierra para poseerlo.
Y ye dividirá la tierra por parcela para una herencia entre vuestras familias: y al más ye dará la más herencia, y al menos ye dará la menos herencia: la herencia de cada hombre será en el sitio donde su parcela falleth; según las tribus de vuestros padres ye heredará.
Pero si ye no conducirá fuera de los habitantes de la tierra de antes de que te; entonces vendrá para pasar, que aquellos cuál ye dejado queda de ellos serán pinchazos en vuestros ojos, y thorns en vuestros lados, y vex tú en la tierra donde ye mora.
Además vendrá para pasar, que haré unto te, como pensé para hacer unto les.
Y el SEÑOR spake unto Moisés, refrán,
Orden los niños de Israel, y decir unto les, Cuándo ye venido a la tierra de Canaan; (esto es la tierra que caerá unto tú para una herencia, incluso la tierra de Canaan con las costas del mismo:)
Entonces vuestro barrio del sur será del wilderness de Zin a lo largo de por la costa de Edom, y vuestro borde del sur será el outmost costa del mar de sal eastward:
Y vuestro borde girará del del sur al ascenso de Akrabbim, y pase encima a Zin: y el yendo adelante del mismo será del del sur a Kadeshbarnea, e irá en a Hazaraddar, y pase encima a Azmon:
Y el borde fetch un compás de Azmon unto el río de Egipto, y el goings fuera de él será en el mar.
Y esto será vuestro borde del norte : del mar sumo ye señalará fuera para montas Hor:
De montar Hor ye señalará fuera de vuestro borde unto la entrada de Hamath; y el goings adelante del borde será a Zedad:
Y el borde irá en a Ziphron, y el goings fuera de él será en Hazarenan: esto será vuestro borde del norte .
Y ye señalará fuera de vuestro borde del este de Hazarenan a Shepham:
Y la costa bajará de Shepham a Riblah, en el lado del este de Ain; y el borde descenderá, y logrará unto el lado del mar de Chinnereth eastward:
Y el borde bajará a Jordania, y el goings fuera de él será en el mar de sal: esto será vuestra tierra con las costas del mismo ronda aproximadamente.
Y Moisés mandó los niños de Israel, refrán, Esto es la tierra qué ye heredará por parcela, el cual el SEÑOR mandó para dar unto las nueve tribus, y a la tribu media:
Para la tribu de los niños de Reuben según la casa de sus padres, y la tribu de los niños de Gad según la casa de sus padres, ha recibido su herencia; y a medias la tribu de Manasseh ha recibido su herencia:
Las dos tribus y la tribu media han recibido su herencia en esta Jordania de lado cercana Jericho eastward, hacia el sunrising.
Y el SEÑOR spake unto Moisés, refrán,
Y ye tomará un príncipe de cada tribu, para dividir la tierra por herencia.
Y los nombres de los hombres son estos: De la tribu de Judah, Caleb el hijo de Jephunneh.
Y de la tribu de los niños de Simeon, Shemuel el hijo de Ammihud.
El príncipe de los niños de Joseph, para la tribu de los niños de Manasseh, Hanniel el hijo de Ephod.
Y el príncipe de la tribu de los niños de Ephraim, Kemuel el hijo de Shiphtan.
Y el príncipe de la tribu de los niños de Zebulun, Elizaphan el hijo de Parnach.
Y el príncipe de la tribu de los niños de Issachar, Paltiel el hijo de Azzan.
Y el príncipe de la tribu de los niños de Naphtali, Pedahel el hijo de Ammihud.
Estos son quien el SEÑOR mandó para dividir la herencia unto los niños de Israel en la tierra de Canaan.
Orden los niños de Israel, que dan unto el Levites de la herencia de sus ciudades de posesión para morar en; y ye dará también unto el Levites suburbios para la ronda de ciudades aproximadamente les.
Y las ciudades tienen que morar en; y los suburbios de ellos serán para su ganado, y para sus bienes, y para todas sus bestias.
Y los suburbios de las ciudades, el cual ye dará unto el Levites, logrará de la muro de la ciudad y outward mil cubits ronda aproximadamente.
Y ye medirá de sin la ciudad en el lado del este dos mil cubits, y en el lado del sur dos mil cubits, y en el lado del oeste dos mil cubits, y en el lado del norte dos mil cubits; y la ciudad será en el midst: esto será a ellos los suburbios de las ciudades.
Y entre las ciudades qué ye dará unto el Levites habrá seis ciudades para refuge, el cual ye nombrará para el manslayer, que puede huir allá: y a ellos ye añadirá cuarenta y dos ciudades.
Así que todas las ciudades qué ye dará al Levites será cuarenta y ocho ciudades: les ye dar con sus suburbios.
Y las ciudades qué ye dará será de la posesión de los niños de Israel: de ellos aquello tiene muchos ye dará muchos; pero de ellos aquello tiene pocos ye dará pocos: cada uno dará de sus ciudades unto el Levites según su herencia qué él inheriteth.
Y el SEÑOR spake unto Moisés, refrán,
Habla unto los niños de Israel, y decir unto les, Cuándo ye ser venido encima Jordania a la tierra de Canaan;
Entonces ye te nombrará ciudades para ser ciudades de refuge para ti; aquello el slayer puede huir allá, el cual killeth cualquier persona en unawares.
Y serán unto te ciudades para refuge del avenger; aquello el manslayer dado no, hasta que está antes de la congregación en juicio.
Y de estas ciudades qué ye dará seis ciudades ye tiene para refuge.
Ye Dará tres ciudades en esta Jordania de lado, y tres ciudades ye dar en la tierra de Canaan, el cual será ciudades de refuge.
Estos seis ciudades serán un refuge, ambos para los niños de Israel, y para el desconocido, y para el sojourner entre ellos: aquello cada uno aquello killeth cualquier persona unawares puede huir allá.
Y si le golpea con un instrumento de hierro, de modo que muere, es un asesino : el asesino seguramente será puesto a muerte.
Y si le golpea con echar un hueso, wherewith puede morir, y muere, es un asesino : el asesino seguramente será puesto a muerte.
O si le golpea con una arma de mano de madera, wherewith puede morir, y muere, es un asesino : el asesino seguramente será puesto a muerte.
El revenger de sangre él slay el asesino: cuándo él meeteth le, él slay le.
Pero si le empujó de aversión, o abalanzar en él por poner de espera, que muere;
O en la enemistad le golpea con su mano, que muere: él aquello le golpeó seguramente será puesto a muerte; para es un asesino : el revenger de sangre slay el asesino, cuándo él meeteth le.
O con cualquier hueso, wherewith un hombre puede morir, viéndole no, y lanzado él a él, que muere, y no fue su enemigo, tampoco buscó su daño:
Entonces la congregación juzgará entre el slayer y el revenger de sangre según estos juicios:
Y la congregación entregará el slayer fuera de la mano del revenger de sangre, y la congregación le restaurará a la ciudad de su refuge, dónde estuvo huido: y soportará en él unto la muerte del sacerdote alto, el cual era anointed con el óleo santo.
Pero si el slayer en cualquier tiempo venido sin el borde de la ciudad de su refuge, dónde estuvo huido;
Así que estas cosas serán para un estatuto de juicio unto te por todas partes vuestras generaciones en todas vuestras habitaciones.
Whoso killeth Cualquier persona, el asesino será puesto a muerte por la boca de testigos: pero uno presencia no atestiguará contra cualquier persona para causarle para morir.
Además ye tomará ninguna satisfacción para la vida de un asesino, el cual es culpable de muerte: pero será seguramente puesto a muerte.
Tan ye no contaminará la tierra donde ye es: para sangre él defileth la tierra: y la tierra no puede ser cleansed de la sangre que está derramado therein, pero por la sangre de él aquello lo derramó.
Defile No por tanto la tierra qué ye habitará, donde moro: para I el SEÑOR mora entre los niños de Israel.
Y los padres de jefe de las familias de los niños de Gilead, el hijo de Machir, el hijo de Manasseh, de las familias de los hijos de Joseph, vino cercano, y spake antes de que Moisés, y antes de los príncipes, los padres de jefe de los niños de Israel:
Y dijeron, El SEÑOR mandó mi señor para dar la tierra para una herencia por parcela a los niños de Israel: y mi señor estuvo mandado por el SEÑOR para dar la herencia de Zelophehad nuestro hermano unto sus hijas.
Y si ellos ser casados a cualquiera de los hijos de las otras tribus de los niños de Israel, entonces su herencia ser tomado de la herencia de nuestros padres, y será puesto a la herencia de la tribu whereunto están recibidos: así que ser tomado de la parcela de nuestra herencia.
Y cuándo el jubile de los niños de Israel serán, entonces su herencia ser poner unto la herencia de la tribu whereunto están recibidos: así que su herencia ser tomado fuera de la herencia de la tribu de nuestros padres.
Y Moisés mandó los niños de Israel según la palabra del SEÑOR, refrán, La tribu de los hijos de Joseph hath dicho bien.
Esto es la cosa qué el SEÑOR doth orden respecto de las hijas de Zelophehad, refrán, Dejado les casar a quien piensan más; sólo a la familia de la tribu de su padre casan.
Así que no la herencia de los niños de Israel sacan de tribu a tribu: para cada uno de los niños de Israel mantendrán él a la herencia de la tribu de sus padres.
Y cada hija, aquello possesseth una herencia en cualquier tribu de los niños de Israel, será mujer unto uno de la familia de la tribu de su padre, que los niños de Israel pueden gozar cada hombre la herencia de sus padres.
Tampoco la herencia saca de una tribu a otra tribu; pero cada uno de las tribus de los niños de Israel mantendrán él a su herencia propia.
Incluso como el SEÑOR mandó Moisés, tan hizo las hijas de Zelophehad:
Para Mahlah, Tirzah, y Hoglah, y Milcah, y Noah, las hijas de Zelophehad, era casado unto los hermanos de su padre' hijos:
Y estuvieron casados a las familias de los hijos de Manasseh el hijo de Joseph, y su herencia quedada en la tribu de la familia de su padre.
Estos son el commandments y los juicios, el cual el SEÑOR mandado por la mano de Moisés unto los niños de Israel en las llanuras de Moab por Jordania cercana Jericho.
Estos son las palabras qué Moisés spake unto todo Israel en esta Jordania de lado en el wilderness, en el sencillo encima contra el mar Rojo, entre Paran, y Tophel, y Laban, y Hazeroth, y Dizahab.
( Hay once días' viaje de Horeb por cierto de montar Seir unto Kadeshbarnea.)
Y vino para pasar en el cuadragésimo año, en el undécimo mes, en el primer día del mes, que Moisés spake unto los niños de Israel, según unto todo que el SEÑOR había dado le en commandment unto les;
Después de que hubo slain Sihon el rey del Amorites, el cual moró en Heshbon, y Og el rey de Bashan, el cual moró en Astaroth en Edrei:
En esta Jordania de lado, en la tierra de Moab, empezó Moisés para declarar esta ley, refrán,
te Giras, y tomar vuestro viaje, e ir al monte del Amorites, y unto todos los sitios nigh thereunto, en la llanura, en los cerros, y en el valle, y en el del sur, y por el lado de mar, a la tierra del Canaanites, y unto Líbano, unto el río sumo, el río Euphrates.
Y yo spake unto tú en aquel tiempo, refrán, no soy capaz de aguantarte yo sólo:
El SEÑOR vuestro Dios hath multiplicado te, y, behold, ye es este día como las estrellas de cielo para multitude.
(El Dios de SEÑOR de vuestros padres tehace mil tiempo tantos más tan ye es, y bendecirte, como él hath prometido te!)
Cómo puede yo yo sólo aguantar vuestro cumbrance, y vuestra carga, y vuestros conflictos?
Te tomas hombres sensatos, y entendiendo, y sabidos entre vuestras tribus, y les haré gobernantes encima te.
Y ye me contesté, y dicho, La cosa qué thou hast hablado es bien para nosotros para hacer.
Y cobré vuestros jueces en aquel tiempo, refrán, Oír las causas entre vuestros hermanos, y juzgar righteously entre cada hombre y su hermano, y el más extraño aquello es con él.
Ye No respetará personas en juicio; pero ye oirá el pequeño así como el sumo; ye no será temeroso de la cara de hombre; para el juicio es Dios es: y la causa que es demasiado duro para ti, traerlo unto me, y lo oiré.
Y mandé tú en aquel tiempo todas las cosas qué ye tendría que hacer.
Y cuándo nosotros departed de Horeb, pasamos por todo aquel sumos y terribles wilderness, el cual ye sierra por cierto de la montaña del Amorites, como el SEÑOR nuestro Dios nos mandé; y vinimos a Kadeshbarnea.
Behold, el SEÑOR thy Dios hath puesto la tierra antes de thee: remonta y poseerlo, como el Dios de SEÑOR de thy padres hath dichos unto thee; teme no, tampoco ser desalentado.
Y el refrán me complací bien: y tomé doce hombres de ti, uno de una tribu:
Y giraron y remontó a la montaña, y vino unto el valle de Eshcol, y lo buscó fuera.
Y tomaron de la fruta de la tierra en sus manos, y lo trajo abajo unto nos, y nos traje palabra otra vez, y dicho, es un bueno aterrizar cuál el SEÑOR nuestro Dios doth darnos.
Notwithstanding ye No remontaría, pero rebelado contra el commandment del SEÑOR vuestro Dios:
Y ye murmured en vuestras tiendas, y dichos, Porque el SEÑOR nos odié, él hath traído nos adelante fuera de la tierra de Egipto, para entregarnos a la mano del Amorites, para destruirnos.
Dónde remontamos? Nuestros hermanos han desalentado nuestro corazón, refrán, Las personas es más sumas y más altas que nosotros; las ciudades son sumas y muradas hasta cielo; y además hemos visto los hijos del Anakims allí.
Entonces dije unto te, Teme no, tampoco ser temeroso de ellos.
El SEÑOR vuestro Dios qué goeth antes de que te, luchará para ti, según todo que hizo para tú en Egipto antes de vuestros ojos;
Todavía en esta cosa ye no creyó el SEÑOR vuestro Dios,
Y el SEÑOR oyó la voz de vuestras palabras, y era wroth, y sware, refrán,
Seguramente allí no uno de estos hombres de esta generación de mal ven que tierra buena, el cual yo sware para dar unto vuestros padres,
Salva Caleb el hijo de Jephunneh; lo verá, y a él doy la tierra que él hath trodden a, y a sus niños, porque él hath completamente siguió el SEÑOR.
También el SEÑOR era enojado conmigo para vuestros sakes, refrán, Thou también shalt no entrar allá.
Pero Joshua el hijo de Nun, el cual standeth antes de thee, entrará allá: le fomenta: para causará Israel para heredarlo.
Además vuestro poco unos, el cual ye dicho tendría que ser una presa, y vuestros niños, el cual en aquel día tuvo ningún conocimiento entre bueno y mal, entrarán allá, y unto les lo doy, y lo poseerán.
Pero en cuanto a ti, te giras, y tomar vuestro viaje al wilderness por cierto del mar Rojo.
Entonces ye contestado y dijo unto me, hemos pecado contra el SEÑOR, remontaremos y pelea, según todo que el SEÑOR nuestro Dios nos mandé. Y cuándo ye hubo girded en cada hombre sus armas de guerra, ye estuvo a punto para remontar al cerro.
Y el SEÑOR dijo unto me, Dice unto les, Va no arriba, ni pelea; para no soy entre ti; lest ye ser golpeado antes de vuestros enemigos.
Así que yo spake unto te; y ye no oiría, pero rebelado contra el commandment del SEÑOR, y fue presumptuously arriba al cerro.
Y el Amorites, el cual moró en aquella montaña, salió en contra te, y te perseguiste, como abejas , y destruyó tú en Seir, incluso unto Hormah.
Y ye regresado y llorado antes del SEÑOR; pero el SEÑOR no hearken a vuestra voz, ni dar oreja unto te.
Tan ye morada en Kadesh muchos días, según unto los días que ye morada allí.
Entonces giramos, y tomó nuestro viaje al wilderness por cierto del mar Rojo, como el SEÑOR spake unto me: y nosotros compassed monte Seir muchos días.
Y el SEÑOR spake unto me, refrán,
Ye haber compassed esta montaña mucho tiempo bastante: turno tú northward.
Y mandar thou las personas, refrán, Ye es para pasar a través de la costa de vuestros hermanos los niños de Esau, los cuales moran en Seir; y serán temerosos de ti: toma ye bueno heed unto vosotros por tanto:
Ye Comprará carne de ellos para dinero, aquel ye puede comer; y ye también comprará agua de ellos para dinero, aquel ye puede beber.
Para el SEÑOR thy Dios hath bendito thee en todas las obras de thy mano: él knoweth thy excursionismo a través de este sumo wilderness: estos cuarenta años el SEÑOR thy Dios hath sido con thee; thou hast carecido de nada.
Y cuándo pasamos de largo de nuestros hermanos los niños de Esau, el cual moró en Seir, a través de la manera de la llanura de Elath, y de Eziongaber, giramos y pasó de largo la manera del wilderness de Moab.
Y el SEÑOR dijo unto me, Aflige no el Moabites, tampoco contender con ellos en batalla: para no daré thee de su tierra para una posesión; porque he dado Ar unto los niños de Parcela para una posesión.
El Emims moró therein en pasado de tiempo, unas personas sumas, y muchos, y altos, como el Anakims;
Qué también era accounted gigantes, como el Anakims; pero el Moabites les llama Emims.
Ahora sublevarse, dijo I, y cogerte encima el riachuelo Zered. Y fuimos sobre el riachuelo Zered.
Y el espacio en qué provinimos Kadeshbarnea, hasta que estuvimos venir sobre el riachuelo Zered, era treinta y ocho años; hasta que toda la generación de los hombres de guerra estuvieron malgastados fuera de entre el anfitrión, como el SEÑOR sware unto les.
Para de hecho la mano de la SEÑORA era en contra les, para destruirles de entre el anfitrión, hasta que estuvieron consumidos.
Así que vino para pasar, cuando todos los hombres de guerra estuvieron consumidos y muertos de entre las personas,
Que el SEÑOR spake unto me, refrán,
Thou arte para pasar encima a través de Ar, la costa de Moab, este día:
Y cuándo thou comest nigh encima contra los niños de Ammon, les aflige no, ni inmiscuirse con ellos: para no daré thee de la tierra de los niños de Ammon cualquier posesión; porque lo he dado unto los niños de Parcela para una posesión.
(Aquello también era accounted una tierra de gigantes: los gigantes moraron therein en tiempo viejo; y el Ammonites les llama Zamzummims;
Como hizo a los niños de Esau, el cual moró en Seir, cuándo destruyó el Horims de antes de que les; y les tuvieron éxito, y morados en su stead incluso unto este día:
Y el Avims cuál moró en Hazerim, incluso unto Azzah, el Caphtorims, el cual vino adelante fuera de Caphtor, les destruyó, y morado en su stead.)
Asciende ye arriba, tomar vuestro viaje, y pase sobre el río Arnon: behold, he dado a thine mano Sihon el Amorite, rey de Heshbon, y su tierra: empieza para poseerlo, y contender con él en batalla.
Este día empiezo para poner el pavor de thee y el miedo de thee a las naciones que es bajo el cielo entero, quién oirá informe de thee, y temblará, y ser en angustia debido a thee.
Y envié mensajeros fuera del wilderness de Kedemoth unto Sihon rey de Heshbon con palabras de paz, refrán,
Dejado me pase a través de thy tierra: iré por la manera alta, tampoco giraré unto la mano derecha ni a la izquierda.
Thou shalt Venderme carne para dinero, que puedo comer; y darme agua para dinero, que puedo beber: sólo pasaré a través de en mis pies;
(Como los niños de Esau cuáles moran en Seir, y el Moabites cuáles moran en Ar, unto me;) hasta que pasaré encima Jordania al aterrizar cuál el SEÑOR nuestro Dios giveth nos.
Pero Sihon rey de Heshbon no nos dejaría pasarle de largo: para el SEÑOR thy Dios hardened su alcohol, e hizo su corazón obstinate, que le podría entregar a thy mano, como appeareth este día.
Y el SEÑOR dijo unto me, Behold, he empezado para dar Sihon y su tierra antes de thee: empieza para poseer, aquel thou mayest heredar su tierra.
Entonces Sihon salió en contra nos, él y todas sus personas, para luchar en Jahaz.
Y el SEÑOR nuestro Dios le entregó antes de que nos; y le golpeamos, y sus hijos, y todas sus personas.
Y tomamos todas sus ciudades en aquel tiempo, y absolutamente destruyó los hombres, y las mujeres, y el poco unos, de cada ciudad, dejamos ninguno para quedar:
Sólo el ganado tomamos para una presa unto nosotros, y el estropear de las ciudades qué tomamos.
De Aroer, el cual es por el borde del río de Arnon, y de la ciudad que es por el río, incluso unto Gilead, no hubo una ciudad demasiado fuerte para nosotros: el SEÑOR nuestro Dios entregó todo unto nos:
Sólo unto la tierra de los niños de Ammon thou camest no, ni unto cualquier sitio del río Jabbok, ni unto las ciudades en las montañas, ni unto cualquier cosa el SEÑOR nuestro Dios nos prohibí.
Y el SEÑOR dijo unto me, le Teme no: para le entregaré, y todas sus personas, y su tierra, a thy mano; y thou shalt unto le tan thou didst unto Sihon rey del Amorites, el cual moró en Heshbon.
Así que el SEÑOR nuestro Dios entregado a nuestras manos Og también, el rey de Bashan, y todas sus personas: y le golpeamos hasta que ninguno quedó a él restante.
Y tomamos todas sus ciudades en aquel tiempo, no hubo una ciudad qué tomamos no de ellos, threescore ciudades, toda la región de Argob, el reino de Og en Bashan.
Todas estas ciudades eran valladas con muro altas, puertas, y barras; junto a unwalled ciudades un sumos muchos.
Y absolutamente les destruimos, como nosotros unto Sihon rey de Heshbon, absolutamente destruyendo los hombres, mujeres, y niños, de cada ciudad.
Pero todo el ganado, y el estropear de las ciudades, tomamos para una presa a nosotros.
Y tomamos en aquel tiempo fuera de la mano de los dos reyes del Amorites la tierra que era en esta Jordania de lado, del río de Arnon unto monte Hermon;
(Cuál Hermon el Sidonians llamada Sirion; y el Amorites llamada él Shenir;)
Todo las ciudades de la llanura, y todo Gilead, y todo Bashan, unto Salchah y Edrei, ciudades del reino de Og en Bashan.
Para único Og rey de Bashan quedado del resto de gigantes; behold, su bedstead era un bedstead de hierro; es no en Rabbath de los niños de Ammon? Nueve cubits era la periodo del mismo, y cuatro cubits el breadth de él, después del cubit de un hombre.
Y esta tierra, el cual poseímos en aquel tiempo, de Aroer, el cual es por el río Arnon, y monte medio Gilead, y las ciudades del mismo, dio yo unto el Reubenites y al Gadites.
Y el resto de Gilead, y todo Bashan, siendo el reino de Og, dio yo unto la tribu media de Manasseh; toda la región de Argob, con todo Bashan, el cual se apellidó la tierra de gigantes.
Jair el hijo de Manasseh tomó todo el país de Argob unto las costas de Geshuri y Maachathi; y les llamó después de que su nombre propio, Bashanhavothjair, unto este día.
Y di Gilead unto Machir.
Y unto el Reubenites y unto el Gadites di de Gilead incluso unto el río Arnon a medias el valle, y el borde incluso unto el río Jabbok, el cual es el borde de los niños de Ammon;
El sencillo también, y Jordania, y la costa del mismo, de Chinnereth incluso unto el mar de la llanura, incluso el mar de sal, bajo Ashdothpisgah eastward.
Y mandé tú en aquel tiempo, refrán, El SEÑOR vuestro Dios hath dado te esta tierra para poseerlo: ye pasará sobre armado antes de vuestros hermanos los niños de Israel, todo aquello es cumplir para la guerra.
Pero vuestras mujeres, y vuestro poco unos, y vuestro ganado, (para sé que ye tiene mucho ganado,) soportará en vuestras ciudades qué I te ha dado;
Hasta el SEÑOR ha dado resto unto vuestros hermanos, así como unto te, y hasta que también poseen el aterrizar cuál el SEÑOR vuestro Dios hath dado les más allá Jordania: y entonces ye regreso cada hombre unto su posesión, el cual te he dado.
Y mandé Joshua en aquel tiempo, refrán, Thine los ojos han visto todo que el SEÑOR vuestro Dios hath hecho unto estos dos reyes: así que el SEÑOR unto todos los reinos dónde thou passest.
Ye No les temerá: para el SEÑOR vuestro Dios luchará para ti.
Y yo besought el SEÑOR en aquel tiempo, refrán,
O DIOS de Señor, thou hast empezado a shew thy criado thy grandeza, y thy muy mano: para qué Dios es allí en cielo o en tierra, aquello puede hacer según thy obras, y según thy poder?
Ruego thee, dejado me ir encima, y ver la tierra buena que es más allá Jordania, aquel goodly montaña, y Líbano.
Pero el SEÑOR era wroth conmigo para vuestros sakes, y no me oiría: y el SEÑOR dijo unto me, Dejado basta thee; habla no más unto me de este asunto.
Coge thee arriba a la copa de Pisgah, e impulso arriba de thine ojos hacia el oeste, y northward, y hacia el sur, y eastward, y behold él con thine ojos: para thou shalt no ir sobre esta Jordania.
Pero cargo Joshua, y fomentarle, y fortalecerle: para irá encima antes de estas personas, y les causará para heredar la tierra qué thou shalt ve.
Ahora por tanto hearken, O Israel, unto los estatutos y unto los juicios, el cual te enseñas, para para hacerles, aquel ye puede vivir, y entrar y poseer el aterrizar cuál el Dios de SEÑOR de vuestros padres giveth te.
Ye No añadirá unto la palabra qué I te mandas, tampoco ye disminuir ought de él, aquel ye puede mantener el commandments del SEÑOR vuestro Dios qué I te mandas.
Vuestros ojos han visto lo que el SEÑOR hizo debido a Baalpeor: para todos los hombres que siguió Baalpeor, el SEÑOR thy Dios hath destruido les de entre ti.
Pero ye que hizo cleave unto el SEÑOR vuestro Dios es vivo cada uno de ti este día.
Behold, te he enseñado estatutos y juicios, incluso como el SEÑOR mi Dios me mandé, aquel ye tendría que hacer tan en la tierra dónde ye va para poseerlo.
Mantiene por tanto y les; para este es vuestra cordura y vuestro entendiendo en la vista de las naciones, el cual oirá todos estos estatutos, y decir, Seguramente esta nación suma es unas personas sensatas y comprensivas .
Para qué nación es allí tan suma, quién hath Dios tan nigh unto les, como el SEÑOR nuestro Dios es en todas las cosas que llamamos a él para?
Y qué nación es allí tan suma, aquel hath estatutos y juicios tan righteous como toda esta ley, el cual puse antes de que te este día?
Sólo tomar heed a thyself, y mantener thy alma diligentemente, lest thou olvidar las cosas qué thine los ojos han visto, y lest ellos depart de thy corazón todos los días de thy vida: pero enseñarles thy hijos, y thy hijos' hijos;
Especialmente el día que thou stoodest antes del SEÑOR thy Dios en Horeb, cuándo el SEÑOR dijo unto me, Reunirme las personas juntas, y les haré oír mis palabras, que pueden aprender para temerme todos los días que vivirán a la tierra, y que pueden enseñar sus niños.
Y ye vino cercano y estado bajo la montaña; y la montaña quemada con disparar unto el midst de cielo, con oscuridad, nubes, y oscuridad gruesa.
Y el SEÑOR me mandé en aquel tiempo para enseñarte estatutos y juicios, aquel ye les podría hacer en la tierra dónde ye va encima para poseerlo.
Toma ye por tanto bueno heed unto vosotros; para ye vio ninguna manera de similitude en el día que el SEÑOR spake unto tú en Horeb fuera del midst del fuego:
Lest ye corrupto vosotros, y hacerte un graven imagen, el similitude de cualquier cifra, el likeness de macho o mujer,
El likeness de cualquier bestia que es en la tierra, el likeness de cualquier winged ave que flieth en el aire,
El likeness de cualquier cosa que creepeth en la tierra, el likeness de cualquier pez que es en las aguas debajo la tierra:
Y lest thou impulso arriba de thine ojos unto cielo, y cuándo thou seest el sol, y la luna, y las estrellas, incluso todo el anfitrión de cielo, shouldest ser conducido a adoración les, y servirles, el cual el SEÑOR thy Dios hath dividió unto todas las naciones bajo el cielo entero.
Pero el SEÑOR hath tomado te, y te trajiste adelante fuera del hierro furnace, incluso fuera de Egipto, para ser unto le unas personas de herencia, tan ye es este día.
Además el SEÑOR era enojado conmigo para vuestros sakes, y sware que no tendría que ir encima Jordania, y que no tendría que entrar unto que tierra buena, el cual el SEÑOR thy Dios giveth thee para una herencia:
Pero tengo que morir en esta tierra, no tengo que ir encima Jordania: pero ye irá encima, y poseer que tierra buena.
Toma heed unto vosotros, lest ye olvidar el covenant del SEÑOR vuestro Dios, el cual hizo contigo, y hacerte un graven imagen, o el likeness de cualquier cosa, el cual el SEÑOR thy Dios hath prohibido thee.
Para el SEÑOR thy el dios es un fuego de consumir , incluso un Dios celoso.
Cuándo thou shalt beget niños, y los niños de los niños, y ye habrá quedado mucho tiempo en la tierra, y prpers corromperá, y hacer un graven imagen, o el likeness de cualquier cosa, y hará mal en la vista del SEÑOR thy Dios, para provocarle para enfadar:
llamo cielo y tierra para presenciar en contra te este día, aquel ye pronto absolutamente perecer de de la tierra whereunto ye va encima Jordania para poseerlo; ye no prolongará vuestros días a él, pero absolutamente será destruido.
Y el SEÑOR esparcirá tú entre las naciones, y ye quedará pocos en número entre el heathen, dónde el SEÑOR te dirigirá.
Pero si de thence thou shalt buscar el SEÑOR thy Dios, thou shalt encontrarle, si thou buscarle con todo thy corazón y con todo thy alma.
Cuándo thou arte en tribulation, y todas estas cosas están venidas a thee, incluso en los días últimos, si thou turno al SEÑOR thy Dios, y shalt ser obediente unto su voz;
(Para el SEÑOR thy el dios es un merciful Dios;) él no forsake thee, tampoco destruir thee, ni olvidar el covenant de thy padres qué él sware unto les.
Para pedir ahora de los días que es pasado, el cual era antes de thee, desde el día que Dios hombre creado a la tierra, y pedir del lado de cielo unto el otro, si allí hath sido muy tal cosa como esta cosa suma es, o hath sido oído lo gusta?
Hizo nunca las personas oyen la voz del dios que habla fuera del midst del fuego, tan thou hast oído, y vivo?
O hath Dios assayed para ir y tomarle una nación del midst de otra nación, por tentaciones, por signos, y por maravillas, y por guerra, y por un muy mano, y por un extendido fuera brazo, y por terrores sumos, según todo que el SEÑOR vuestro Dios hizo para tú en Egipto antes de vuestros ojos?
Unto thee lo Era shewed, aquel thou mightest sabe que el SEÑOR es Dios ; hay ninguno más junto a él.
Fuera de cielo hizo thee para oír su voz, que podría instruir thee: y a tierra él shewed thee su fuego sumo; y thou heardest sus palabras fuera del midst del fuego.
Y porque quiso thy padres, por eso escogió su semilla después de que les, y trajo thee fuera en su vista con su muy poder fuera de Egipto;
para conducir fuera de naciones de antes de thee más sumos y más poderosos que thou arte, para traer thee en, para dar thee su tierra para una herencia, como es este día .
Sabe por tanto este día, y considerar él en thine corazón, que el SEÑOR es Dios en cielo encima, y a la tierra debajo: hay ninguno más.
Thou shalt Mantiene por tanto sus estatutos, y su commandments, el cual mando thee este día, que lo puede ir bien con thee, y con thy niños después de thee, y que thou mayest prolonga thy días a la tierra, el cual el SEÑOR thy Dios giveth thee, para siempre.
Entonces Moisés severed tres ciudades en esta Jordania de lado hacia el sunrising;
Aquello el slayer podría huir allá, el cual tendría que matar su vecino unawares, y le odió no en pasado de tiempo; y que huyendo unto uno de estas ciudades podría vivir:
Y esto es la ley qué Moisés conjunto antes de los niños de Israel:
Estos son los testimonios , y los estatutos, y los juicios, el cual Moisés spake unto los niños de Israel, después de que vinieron adelante fuera de Egipto,
En esta Jordania de lado, en el valle encima contra Bethpeor, en la tierra de Sihon rey del Amorites, quién moró en Heshbon, quien Moisés y los niños de Israel golpearon, después de que estuvieron venidos adelante fuera de Egipto:
Y poseyeron su tierra, y la tierra de Og rey de Bashan, dos reyes del Amorites, el cual era en esta Jordania de lado hacia el sunrising;
De Aroer, el cual es por la orilla del río Arnon, incluso unto monte Sion, el cual es Hermon,
Y toda la llanura en esta Jordania de lado eastward, incluso unto el mar de la llanura, bajo los muelles de Pisgah.
Y Moisés llamó todo Israel, y dijo unto les, Oye, O Israel, los estatutos y juicios qué I habla en vuestras orejas este día, aquel ye les puede aprender, y mantener, y les.
El SEÑOR nuestro Dios hizo un covenant con nosotros en Horeb.
El SEÑOR hablado contigo frente a frente en el monte fuera del midst del fuego,
( estuve entre el SEÑOR y tú en aquel tiempo, a shew te la palabra del SEÑOR: para ye era temeroso por razón del fuego, y fue no arriba al monte;) refrán,
soy el SEÑOR thy Dios, el cual trajo thee fuera de la tierra de Egipto, de la casa de bondage.
Thou shalt Tiene ninguno otros dioses antes de que me.
Thou shalt No hacer thee cualquier graven imagen, o cualquier likeness de cualquier cosa que es en cielo encima, o aquello es en la tierra debajo, o aquello es en las aguas debajo la tierra:
Thou shalt no inclinar abajo thyself unto les, ni servirles: para I el SEÑOR thy el dios soy un Dios celoso , visitando la iniquidad de los padres a los niños unto el tercio y cuarta generación de ellos aquello me odio,
Y shewing piedad unto miles de ellos aquello me quiero y mantener mi commandments.
Thou shalt No tomar el nombre del SEÑOR thy Dios en vano: para el SEÑOR no le aguantará guiltless que taketh su nombre en vano.
Seis días thou shalt trabajo, y todo thy obra:
Pero el séptimo día es el sabbath del SEÑOR thy Dios: en él thou shalt no cualquier obra, thou, ni thy hijo, ni thy hija, ni thy sirviente, ni thy maidservant, ni thine ox, ni thine asno, ni cualquiera de thy ganado, ni thy más extraño aquello es dentro de thy puertas; aquel thy sirviente y thy maidservant puede descansar así como thou.
Y recordar que thou wast un criado en la tierra de Egipto, y que el SEÑOR thy el dios trajo thee fuera de thence a través de un muy mano y por un extendido fuera brazo: por eso el SEÑOR thy el dios mandó thee para mantener el día de sabbath.
Honor thy padre y thy madre, como el SEÑOR thy Dios hath mandó thee; aquel thy los días pueden ser prolongados, y que lo puede ir bien con thee, en el aterrizar cuál el SEÑOR thy Dios giveth thee.
Thou shalt No matar.
Tampoco shalt thou comete adulterio.
Tampoco shalt thou roba.
Tampoco shalt thou deseo thy la mujer del vecino, tampoco shalt thou covet thy la casa del vecino, su campo, o su sirviente, o su maidservant, su ox, o su asno, o cualquier cosa que es thy el vecino es.
Estas palabras el SEÑOR spake unto toda vuestra asamblea en el monte fuera del midst del fuego, de la nube, y de la oscuridad gruesa, con una voz suma: y añadió no más. Y les escribió en dos mesas de hueso, y les entregó unto me.
Y vino para pasar, cuándo ye oído la voz fuera del midst de la oscuridad, (para la montaña quemó con fuego,) que ye vino cercano unto me, incluso todas las jefas de vuestras tribus, y vuestros mayors;
Y ye dicho, Behold, el SEÑOR nuestro Dios hath shewed nos su gloria y su grandeza, y hemos oído su voz fuera del midst del fuego: hemos visto este día que Dios doth charla con hombre, y él liveth.
Para quién es allí de toda carne, aquel hath oído la voz del Dios viviente que habla fuera del midst del fuego, como tenemos, y vivió?
Va thou cercano, y oír todo que el SEÑOR nuestro Dios dirá: y hablar thou unto nos todo que el SEÑOR nuestro Dios hablará unto thee; y lo oiremos, y él.
O Que había tal un corazón en ellos, que me temerían, y mantener todo mi commandments siempre, que lo podría ser bien con ellos, y con sus niños para siempre!
Va dice a ellos, Coge tú a vuestras tiendas otra vez.
Pero en cuanto a thee, estand thou aquí por mí, y hablaré unto thee todo el commandments, y los estatutos, y los juicios, el cual thou shalt enseñarles, que les pueden hacer en el aterrizar cuál les doy para poseerlo.
Ye Observará para hacer por tanto como el SEÑOR vuestro Dios hath mandado te: ye no girará aparte a la derecha mano o a la izquierda.
Ye Andará en todas las maneras qué el SEÑOR vuestro Dios hath mandado te, aquel ye puede vivir, y que lo puede ser bien contigo, y que ye puede prolongar vuestros días en la tierra qué ye poseerá.
Ahora estos son el commandments, los estatutos, y los juicios, el cual el SEÑOR vuestro Dios mandó para enseñarte, aquel ye les podría hacer en la tierra dónde ye va para poseerlo:
Aquel thou mightest miedo el SEÑOR thy Dios, para mantener todos sus estatutos y su commandments, el cual mando thee, thou, y thy hijo, y thy el hijo del hijo, todos los días de thy vida; y que thy los días pueden ser prolongados.
Oye por tanto, O Israel, y observar para hacerlo; aquello puede ser bien con thee, y que ye puede aumentar mightily, como el Dios de SEÑOR de thy padres hath prometidos thee, en la tierra que floweth con leche y miel.
Oye, O Israel: El SEÑOR nuestro Dios es un SEÑOR :
Y thou shalt amor el SEÑOR thy Dios con todo thine corazón, y con todo thy alma, y con todo thy poder.
Y estas palabras, el cual mando thee este día, será en thine corazón:
Y thou shalt enseñarles diligentemente unto thy niños, y shalt charla de ellos cuándo thou sittest en thine casa, y cuándo thou walkest por cierto, y cuándo thou liest abajo, y cuándo thou risest arriba.
Y thou shalt atarles para un signo a thine mano, y serán tan frontlets entre thine ojos.
Y thou shalt escribirles a los postes de thy casa, y en thy puertas.
Y será, cuándo el SEÑOR thy el dios habrá traído thee al aterrizar cuál él sware unto thy padres, a Abraham, a Isaac, y a Jacob, para dar thee sumo y goodly ciudades, el cual thou buildedst no,
Y alberga lleno de todas las cosas buenas, el cual thou filledst no, y wells digged, el cual thou diggedst no, viñas y árboles de oliva, el cual thou plantedst no; cuándo thou shalt ha comido y ser lleno;
Entonces beware lest thou olvidar el SEÑOR, el cual trajo thee adelante fuera de la tierra de Egipto, de la casa de bondage.
Thou shalt Miedo el SEÑOR thy Dios, y servirle, y shalt jurar por su nombre.
Ye No irá después de otros dioses, de los dioses de las personas qué es ronda aproximadamente te;
(Para el SEÑOR thy el dios es un Dios celoso entre tú) lest la rabia del SEÑOR thy Dios ser kindled contra thee, y destruir thee de de la cara de la tierra.
Ye No tentará el SEÑOR vuestro Dios, tan ye le tentó en Massah.
Ye Diligentemente mantendrá el commandments del SEÑOR vuestro Dios, y sus testimonios, y sus estatutos, el cual él hath mandado thee.
Y thou shalt aquello cuál es derecho y bueno en la vista del SEÑOR: aquello puede ser bien con thee, y que thou mayest entrar y poseer el bueno aterrizar cuál el SEÑOR sware unto thy padres,
para lanzar fuera todo thine enemigos de antes de que thee, como el SEÑOR hath hablado.
Y cuándo thy hijo asketh thee en cronometrar para venir, refrán, Qué significa los testimonios, y los estatutos, y los juicios, el cual el SEÑOR nuestro Dios hath mandado te?
Entonces thou shalt dice unto thy hijo, éramos Faraón bondmen en Egipto; y el SEÑOR nos traje fuera de Egipto con un muy mano:
Y el SEÑOR shewed signos y maravillas, sumos y llaga, a Egipto, a Faraón, y a toda su casa, antes de nuestros ojos:
Y el SEÑOR nos mandé para hacer todo estos estatutos, para temer el SEÑOR nuestro Dios, para nuestro bueno siempre, que nos podría preservar vivo, como es en este día.
Y será nuestro righteousness, si observamos para hacer todo estos commandments antes del SEÑOR nuestro Dios, como él hath mandado nos.
Cuándo el SEÑOR thy el dios traerá thee a la tierra dónde thou goest para poseerlo, y hath molde fuera muchas naciones antes de thee, el Hittites, y el Girgashites, y el Amorites, y el Canaanites, y el Perizzites, y el Hivites, y el Jebusites, siete naciones más sumas y más poderosos que thou;
Y cuándo el SEÑOR thy el dios les entregará antes thee; thou shalt golpearles, y absolutamente destruirles; thou shalt marca ningún covenant con ellos, ni shew piedad unto les:
Tampoco shalt thou matrimonios de marca con ellos; thy hija thou shalt no dar unto su hijo, ni su hija shalt thou toma unto thy hijo.
Para darán la espalda thy hijo de siguiente me, que pueden servir otros dioses: así que la rabia del SEÑOR ser kindled en contra te, y destruir thee de repente.
Pero así ye tratarles; ye destruirá sus altares, y pausa abajo sus imágenes, y cortados abajo su groves, y quemar su graven imágenes con fuego.
Para thou arte unas personas santas unto el SEÑOR thy Dios: el SEÑOR thy Dios hath escogido thee para ser unas personas especiales unto él, sobre todo personas que es a la cara de la tierra.
El SEÑOR no puso su amor a ti, ni escogerte, porque ye era más en número que cualesquier personas; para ye era el fewest de todas las personas:
Pero porque el SEÑOR te quisiste, y porque mantendría el oath cuál había jurado unto vuestros padres, hath el SEÑOR te trajiste fuera con un muy mano, y redimió tú fuera de la casa de bondmen, de la mano de rey de Faraón de Egipto.
Sabe por tanto que el SEÑOR thy Dios, es Dios , el Dios fiel, el cual keepeth covenant y piedad con ellos aquello le quiere y mantener su commandments a mil generaciones;
Y repayeth les aquello le odia a su cara, para destruirles: no será slack a él aquello hateth le, él repay le a su cara.
Y querrá thee, y bendecir thee, y multiplicar thee: también bendecirá la fruta de thy womb, y la fruta de thy tierra, thy maíz, y thy vino, y thine óleo, el aumento de thy kine, y los rebaños de thy oveja, en el aterrizar cuál él sware unto thy padres para dar thee.
Thou shalt Ser bendecido sobre todo personas: no habrá macho o hembra estéril entre ti, o entre vuestro ganado.
Y el SEÑOR tomará fuera de thee todo sickness, y pondrá ninguno de las enfermedades de mal de Egipto, el cual thou knowest, a thee; pero les pondrá a todo les que odio thee.
Y thou shalt consumir todas las personas qué el SEÑOR thy el dios entregará thee; thine el ojo no tendrá ninguna lástima a ellos: tampoco shalt thou servir sus dioses; para que será un snare unto thee.
Thou shalt No ser temeroso de ellos: pero shalt bien recordar lo que el SEÑOR thy Dios unto Faraón, y unto todo Egipto;
Las tentaciones sumas qué thine los ojos vieron, y los signos, y las maravillas, y el muy mano, y el extendido fuera brazo, por el cual el SEÑOR thy el dios trajo thee fuera: así que el SEÑOR thy Dios unto todas las personas de quien thou el arte temeroso.
Además el SEÑOR thy el dios enviará el hornet entre ellos, hasta que ellos aquello queda, y los esconder de thee, ser destruido.
Thou shalt No ser affrighted en ellos: para el SEÑOR thy el dios es entre ti, un muy Dios y terrible.
Pero el SEÑOR thy el dios les entregará unto thee, y les destruirá con un muy destrucción, hasta que ellos ser destruidos.
Y entregará sus reyes a thine mano, y thou shalt destruir su nombre de debajo cielo: allí ningún hombre ser capaz de estar antes de thee, hasta que thou les ha destruido.
El graven imágenes de sus dioses ye quemadura con fuego: thou shalt no desear la plata u oro que es encima les, ni tomarlo unto thee, lest thou ser snared therein: para es una abominación al SEÑOR thy Dios.
Tampoco shalt thou traer una abominación a thine casa, lest thou ser a una cosa maldecida le gusta: pero thou shalt absolutamente detestarlo, y thou shalt absolutamente aborrecerlo; para es una cosa maldecida .
Todo el commandments cuál mando thee este día ye observa para hacer, aquel ye puede vivir, y multiplicar, y entrar y poseer el aterrizar cuál el SEÑOR sware unto vuestros padres.
Y thou shalt recuerda completamente cuál el SEÑOR thy el dios dirigió thee estos cuarenta años en el wilderness, a humildes thee, y para probar thee, para saber qué era en thine corazón, si thou wouldest mantener su commandments, o núm.
Y él humbled thee, y padeció thee a hambre, y alimentó thee con maná, el cual thou knewest no, tampoco hizo thy los padres saben; aquello podría hacer thee sabe que hombre doth no vivir por pan sólo, pero por cada palabra que proceedeth fuera de la boca del SEÑOR doth el hombre vivo.
Thy raiment waxed No viejo a thee, tampoco hizo thy marejada de pie, estos cuarenta años.
Thou shalt También considerar en thine corazón, aquello, como hombre chasteneth su hijo, así que el SEÑOR thy Dios chasteneth thee.
Por tanto thou shalt mantener el commandments del SEÑOR thy Dios, para andar en sus maneras, y para temerle.
Para el SEÑOR thy Dios bringeth thee a una tierra buena, una tierra de riachuelos de agua, de fuentes y profundidades que muelle fuera de valles y cerros;
Una tierra de trigo, y cebada, y parras, y árboles de higo, y granadas; una tierra de oliva de óleo, y miel;
Una tierra donde thou shalt come pan sin scarceness, thou shalt no carecer de cualquier cosa en él; una tierra cuyos huesos son hierro , y fuera de de quién cerros thou mayest cava latón.
Cuándo thou hast comido y el arte lleno, entonces thou shalt bendecir el SEÑOR thy Dios para el bueno aterrizar cuál él hath dado thee.
Beware Que thou olvida no el SEÑOR thy Dios, en no manteniendo su commandments, y sus juicios, y sus estatutos, el cual mando thee este día:
Lest cuándo thou hast comido y el arte lleno, y hast construido goodly casas, y moró therein;
Y cuándo thy manadas y thy los rebaños multiplican, y thy plata y thy el oro está multiplicado, y todo aquel thou hast está multiplicado;
Entonces thine corazón ser lifted arriba, y thou olvidar el SEÑOR thy Dios, el cual trajo thee adelante fuera de la tierra de Egipto, de la casa de bondage;
Quién alimentó thee en el wilderness con maná, el cual thy los padres supieron no, que puede humilde thee, y que podría probar thee, para hacer thee bien en thy fin último;
Y thou decir en thine corazón, Mi poder y el poder de mano de mina hath cogido me esta riqueza.
Pero thou shalt recordar el SEÑOR thy Dios: para es aquello giveth thee poder de coger riqueza, que puede establecer su covenant cuál él sware unto thy padres, como es este día .
Y será, si thou en absoluto olvida el SEÑOR thy Dios, y paseo después de otros dioses, y servirles, y adoración les, atestiguo en contra te este día que ye seguramente perecerá.
Oye, O Israel: Thou arte para pasar encima Jordania este día, para entrar para poseer las naciones más sumas y más poderosos que thyself, las ciudades sumas y vallados hasta cielo,
Unas personas sumas y altos, los niños del Anakims, quien thou knowest, y de quien thou hast oídos dice, Quiénes pueden estar antes de los niños de Anak!
Habla no thou en thine corazón, después que el SEÑOR thy Dios hath lanzado les fuera de antes de que thee, refrán, Para mi righteousness el SEÑOR hath traído me en para poseer esta tierra: pero para el wickedness de estas naciones el SEÑOR doth les conduce fuera de antes de que thee.
No para thy righteousness, o para el uprightness de thine corazón, dost thou va para poseer su tierra: pero para el wickedness de estas naciones el SEÑOR thy Dios doth les conduce fuera de antes de que thee, y que puede actuar la palabra qué el SEÑOR sware unto thy padres, Abraham, Isaac, y Jacob.
Entiende por tanto, que el SEÑOR thy Dios giveth thee no esta tierra buena para poseer él para thy righteousness; para thou arte un stiffnecked personas.
Recuerda, y olvida no, cómo thou provokedst el SEÑOR thy Dios a ira en el wilderness: del día que thou didst depart fuera de la tierra de Egipto, hasta ye vino unto este sitio, ye ha sido rebelde contra el SEÑOR.
También en Horeb ye provocado el SEÑOR a ira, de modo que el SEÑOR era enojado contigo para tener destruido te.
Cuándo estuve remontado al monte para recibir las mesas de hueso, incluso las mesas del covenant cuál el SEÑOR hecho contigo, entonces I morada en el monte cuarenta días y cuarenta noches, tampoco comí pan ni agua de bebida:
Y el SEÑOR entregó unto me dos mesas de apedrear escrito con el dedo de Dios; y encima les estuvo escrito según todas las palabras, el cual el SEÑOR spake con tú en el monte fuera del midst del fuego en el día de la asamblea.
Y vino para pasar al final de cuarenta días y cuarenta noches, que el SEÑOR me di las dos mesas de hueso, incluso las mesas del covenant.
Y el SEÑOR dijo unto me, Surge, coge thee abajo deprisa de de ahí; para thy personas qué thou hast traídos adelante fuera de Egipto los ha corrompido; son deprisa girados aparte fuera de la manera qué I les mandó; les han hecho un molten imagen.
Además el SEÑOR spake unto me, refrán, he visto estas personas, y, behold, es un stiffnecked personas:
Dejado me sólo, que les puedo destruir, y blot fuera de su nombre de debajo cielo: y haré de thee una nación más poderosa y más sumo que ellos.
Así que giré y vino abajo del monte, y el monte quemado con fuego: y las dos mesas del covenant era en mis dos manos.
Y miraba, y, behold, ye había pecado contra el SEÑOR vuestro Dios, y había hecho te un molten calf: ye había girado aparte deprisa fuera de la manera qué el SEÑOR había mandado te.
Y tomé las dos mesas, y lanzados les fuera de mis dos manos, y frenarles antes de que vuestros ojos.
Y caí antes del SEÑOR, como en el primero, cuarenta días y cuarenta noches: tampoco comí pan, ni agua de bebida, debido a todos vuestros pecados qué ye pecados, en hacer wickedly en la vista del SEÑOR, para provocarle para enfadar.
Para era temeroso de la rabia y caliente displeasure, wherewith el SEÑOR era wroth en contra te para destruirte. Pero el SEÑOR hearkened unto me en aquel tiempo también.
Y el SEÑOR era muy enojado con Aaron para tener destruido le: y rogué para Aaron también el mismo tiempo.
Y en Taberah, y en Massah, y en Kibrothhattaavah, ye provocado el SEÑOR a ira.
Ye Ha sido rebelde contra el SEÑOR del día que te conociste.
Por ello caí antes del SEÑOR cuarenta días y cuarenta noches, como caí en el primero; porque el SEÑOR había dicho que te destruiría.
Rogué por tanto unto el SEÑOR, y dicho, O DIOS de Señor, destruye no thy personas y thine herencia, el cual thou hast redimido a través de thy grandeza, el cual thou hast traído adelante fuera de Egipto con un muy mano.
Recuerda thy criados, Abraham, Isaac, y Jacob; mira no unto el stubbornness de estas personas, ni a su wickedness, ni a su pecado:
Lest la tierra whence thou broughtest nos fuera decir, Porque el SEÑOR no fue capaz de traerles al aterrizar cuál les prometió, y porque les odió, él hath traído les fuera a slay les en el wilderness.
Aún así son thy personas y thine herencia, el cual thou broughtest fuera por thy muy poder y por thy extendido fuera brazo.
En aquel tiempo el SEÑOR dijo unto me, Hew thee dos mesas de hueso gustan unto el primero, y venir arriba unto me al monte, y hacer thee una arca de madera.
Y escribiré en las mesas las palabras que era en las primeras mesas qué thou brakest, y thou shalt puestos les en el arca.
E hice una arca de shittim madera, y hewed dos mesas de hueso gustan unto el primero, y remontó al monte, habiendo las dos mesas en mano de mina.
Y escribió en las mesas, según la primera escritura, el diez commandments, el cual el SEÑOR spake unto tú en el monte fuera del midst del fuego en el día de la asamblea: y el SEÑOR les dio unto me.
Y me giré y vino abajo del monte, y poner las mesas en el arca qué I había hecho; y allí ellos ser, como el SEÑOR me mandé.
Y los niños de Israel tomaron su viaje de Beeroth de los niños de Jaakan a Mosera: allí Aaron murió, y allí estuvo enterrado; y Eleazar su hijo ministered en la oficina del sacerdote en su stead.
De thence ellos journeyed unto Gudgodah; y de Gudgodah a Jotbath, una tierra de ríos de aguas.
En aquel tiempo el SEÑOR separó la tribu de Levi, para aguantar el arca del covenant del SEÑOR, para estar antes del SEÑOR a ministro unto le, y para bendecir en su nombre, unto este día.
Wherefore Levi hath ninguna parte ni herencia con sus hermanos; el SEÑOR es su herencia , según como el SEÑOR thy el dios le prometió.
Y me quedé en el monte, según el primer tiempo, cuarenta días y cuarenta noches; y el SEÑOR hearkened unto me en aquel tiempo también, y el SEÑOR no destruiría thee.
Y el SEÑOR dijo unto me, Surge, toma thy viaje antes de las personas, que pueden entrar y poseer la tierra, el cual yo sware unto sus padres para dar unto les.
Y ahora, Israel, qué doth el SEÑOR thy el dios requiere de thee, pero para temer el SEÑOR thy Dios, para andar en todas sus maneras, y para quererle, y para servir el SEÑOR thy Dios con todo thy corazón y con todo thy alma,
para mantener el commandments del SEÑOR, y sus estatutos, el cual mando thee este día para thy bien?
Behold, el cielo y el cielo de cielos es el SEÑOR thy Dios, la tierra también, con todo aquel therein es.
Circumcise Por eso el foreskin de vuestro corazón, y ser no más stiffnecked.
Para el SEÑOR vuestro Dios es Dios de dioses, y Señor de señores, un Dios sumo, un muy, y un terrible, el cual regardeth no personas, ni taketh recompensa:
Él doth ejecutar el juicio del fatherless y widow, y loveth el desconocido, en darle alimentario y raiment.
Amor ye por eso el desconocido: para ye era desconocidos en la tierra de Egipto.
Thou shalt Miedo el SEÑOR thy Dios; le shalt thou sirve, y a él shalt thou cleave, y jurar por su nombre.
Thy Los padres bajaron a Egipto con threescore y diez personas; y ahora el SEÑOR thy Dios hath hizo thee como las estrellas de cielo para multitude.
Por tanto thou shalt amor el SEÑOR thy Dios, y mantener su cargo, y sus estatutos, y sus juicios, y su commandments, alway.
Y saber ye este día: para hablo no con vuestros niños qué no ha sabido, y cuáles no han visto el chastisement del SEÑOR vuestro Dios, su grandeza, su muy mano, y su extendido fuera brazo,
Y sus milagros, y sus leyes, el cual hizo en el midst de Egipto unto Faraón el rey de Egipto, y unto toda su tierra;
Y qué él unto tú en el wilderness, hasta ye vino a este sitio;
Y qué él unto Dathan y Abiram, los hijos de Eliab, el hijo de Reuben: cómo la tierra abrió su boca, y les tragó arriba, y sus casas, y sus tiendas, y toda la sustancia que era en su posesión, en el midst de todo Israel:
Por tanto ye mantener todo el commandments cuál te mandas este día, aquel ye puede ser fuerte, y entrar y poseer la tierra, dónde ye va para poseerlo;
Y que ye puede prolongar vuestros días en la tierra, el cual el SEÑOR sware unto vuestros padres para dar unto les y a su semilla, una tierra que floweth con leche y miel.
Para la tierra, dónde thou goest en para poseerlo, no es como la tierra de Egipto, de whence ye salió, donde thou sowedst thy semilla, y wateredst él con thy pie, como jardín de hierbas:
Pero la tierra, dónde ye va para poseerlo, es una tierra de cerros y valles, y drinketh agua de la lluvia de cielo:
Un aterrizar cuál el SEÑOR thy Dios careth para: los ojos del SEÑOR thy el dios es siempre a él, desde el principio del año incluso unto el fin del año.
Y vendrá para pasar, si ye hearken diligentemente unto mi commandments cuál te mandas este día, para querer el SEÑOR vuestro Dios, y para servirle con todo vuestro corazón y con toda vuestra alma,
Que te daré la lluvia de vuestra tierra en su estación prevista, la primera lluvia y la lluvia última, aquel thou mayest reunir en thy maíz, y thy vino, y thine óleo.
Y enviaré hierba en thy campos para thy ganado, aquel thou mayest comer y ser lleno.
Toma heed a vosotros, que vuestro corazón no ser engañado, y ye turno aparte, y servir otros dioses, y adoración les;
Y entonces la ira del SEÑOR ser kindled en contra te, y cerró arriba del cielo, que allí ser ninguna lluvia, y que la tierra cede no su fruta; y lest ye perece deprisa de del bueno aterrizar cuál el SEÑOR giveth te.
Por tanto ye poner arriba de estas mis palabras en vuestro corazón y en vuestra alma, y atarles para un signo a vuestra mano, que pueden ser tan frontlets entre vuestros ojos.
Y ye les enseñará vuestros niños, hablando de ellos cuándo thou sittest en thine casa, y cuándo thou walkest por cierto, cuándo thou liest abajo, y cuándo thou risest arriba.
Y thou shalt escribirles a los postes de puerta de thine casa, y a thy puertas:
Aquello vuestros días pueden ser multiplicados, y los días de vuestros niños, en el aterrizar cuál el SEÑOR sware unto vuestros padres para darles, como los días de cielo a la tierra.
Para si ye diligentemente mantendrá todo estos commandments cuál te mandas, para hacerles, para querer el SEÑOR vuestro Dios, para andar en todas sus maneras, y a cleave unto le;
Entonces el paseo de SEÑOR fuera todas estas naciones de antes de que te, y ye poseerá naciones más sumas y más poderosos que vosotros.
Cada sitio whereon las suelas de vuestros pies calcarán será el vuestro: del wilderness y Líbano, del río, el río Euphrates, incluso unto el mar sumo vuestra costa ser.
Allí ningún hombre ser capaz de estar antes de que te: para el SEÑOR vuestro Dios pondrá el miedo de ti y el pavor de tú a toda la tierra que ye calcará a, como él hath dijo unto te.
Behold, puse antes de que te este día una bendición y una maldición;
Una bendición, si ye obedecer el commandments del SEÑOR vuestro Dios, el cual te mandas este día:
Y una maldición, si ye no obedecerá el commandments del SEÑOR vuestro Dios, pero turno aparte fuera de la manera qué I te mandas este día, para ir después de otros dioses, el cual ye no ha sabido.
Y vendrá para pasar, cuándo el SEÑOR thy Dios hath trajo thee en unto la tierra dónde thou goest para poseerlo, aquel thou shalt puesto la bendición a montar Gerizim, y la maldición a montar Ebal.
Son no por otro lado Jordania, por cierto dónde el sol goeth abajo, en la tierra del Canaanites, los cuales moran en el champaign encima contra Gilgal, junto a las llanuras de Moreh?
Para ye pasará encima Jordania para entrar para poseer el aterrizar cuál el SEÑOR vuestro Dios giveth te, y ye lo poseerá, y morar therein.
Y ye observará para hacer todo los estatutos y juicios qué I conjunto antes de que te este día.
Estos son los estatutos y juicios, el cual ye observará para hacer en la tierra, el cual el Dios de SEÑOR de thy padres giveth thee para poseerlo, todos los días que ye vivos a la tierra.
Ye Absolutamente destruirá todos los sitios, donde las naciones qué ye poseerá servido sus dioses, a las montañas altas, y a los cerros, y bajo cada árbol verde:
Y ye derrocará sus altares, y romper sus pilares, y quemar su groves con fuego; y ye hew abajo el graven imágenes de sus dioses, y destruir los nombres de ellos fuera de aquel sitio.
Pero unto el colocar cuál el SEÑOR vuestro Dios escogerá fuera de todas vuestras tribus para poner su nombre allí, incluso unto su habitation ye busca, y allá thou shalt venido:
Y allá ye traerá vuestro quemó ofrendas, y vuestros sacrificios, y vuestro tithes, y alzar ofrendas de vuestra mano, y vuestro jura, y vuestras ofrendas de albedrío, y el firstlings de vuestras manadas y de vuestros rebaños:
Y allí ye comerá antes del SEÑOR vuestro Dios, y ye rejoice en todo aquel ye puesto vuestra mano unto, ye y vuestras casas, donde el SEÑOR thy Dios hath bendito thee.
Ye no después de todo las cosas que nosotros aquí este día, cada hombre cualquier cosa es bien en sus propios ojos.
Para ye no es hasta ahora venido al resto y a la herencia, el cual el SEÑOR vuestro Dios giveth te.
Pero cuándo ye va encima Jordania, y morar en el aterrizar cuál el SEÑOR vuestro Dios giveth te para heredar, y cuándo él giveth descansas de toda vuestra ronda de enemigos aproximadamente, de modo que ye morar en seguridad;
Entonces habrá un colocar cuál el SEÑOR vuestro Dios escogerá causar su nombre para morar allí; allá ye traer todo que te mandas; vuestro quemó ofrendas, y vuestros sacrificios, vuestro tithes, y el alzar ofreciendo de vuestra mano, y toda vuestra elección jura qué ye jurar unto el SEÑOR:
Y ye rejoice antes del SEÑOR vuestro Dios, ye, y vuestros hijos, y vuestras hijas, y vuestros sirvientes, y vuestro maidservants, y el Levite aquello es dentro de vuestras puertas; forasmuch como él hath ninguna parte ni herencia contigo.
Toma heed a thyself que thou oferta no thy quemó ofrendas en cada sitio que thou seest:
Pero en el colocar cuál el SEÑOR escogerá en uno de thy tribus, allí thou shalt oferta thy quemó ofrendas, y allí thou shalt todo que mando thee.
Notwithstanding thou mayest Matar y comer carne en todo thy puertas, cualquier thy alma lusteth después, según la bendición del SEÑOR thy Dios qué él hath dado thee: el unclean y el limpio puede comer del mismo, como del corzo, y tan del hart.
Sólo ye no comerá la sangre; ye vertirá él a la tierra como agua.
Thou mayest No comer dentro de thy puertas el tithe de thy maíz, o de thy vino, o de thy óleo, o el firstlings de thy manadas o de thy rebaño, ni cualquiera de thy jura qué thou vowest, ni thy ofrendas de albedrío, o alzar ofreciendo de thine mano:
Pero thou les tiene que comer antes de que el SEÑOR thy Dios en el colocar cuál el SEÑOR thy el dios escogerá, thou, y thy hijo, y thy hija, y thy sirviente, y thy maidservant, y el Levite aquello es dentro de thy puertas: y thou shalt rejoice antes del SEÑOR thy Dios en todo aquel thou puttest thine manos unto.
Toma heed a thyself que thou forsake no el Levite mientras thou livest a la tierra.
Cuándo el SEÑOR thy el dios ampliará thy borde, como él hath prometido thee, y thou shalt dice, comeré carne, porque thy alma longeth para comer carne; thou mayest come carne, cualquier thy alma lusteth después de que.
Si el colocar cuál el SEÑOR thy Dios hath escogido para poner su nombre allí ser demasiado lejos de thee, entonces thou shalt matar de thy manada y de thy rebaño, el cual el SEÑOR hath dado thee, como he mandado thee, y thou shalt comer en thy puertas cualquier thy alma lusteth después de que.
Incluso como el corzo y el hart está comido, tan thou shalt comerles: el unclean y el limpio comerá de ellos igualmente.
Sólo ser seguro que thou come no la sangre: para la sangre es la vida ; y thou mayest no comer la vida con la carne.
Thou shalt No comerlo; thou shalt vierte él a la tierra como agua.
Thou shalt No comerlo; aquello puede ir bien con thee, y con thy niños después de thee, cuándo thou shalt aquello cuál es bien en la vista del SEÑOR.
Sólo thy cosas santas qué thou hast, y thy jura, thou shalt toma, e ir unto el colocar cuál el SEÑOR escogerá:
Y thou shalt oferta thy quemó ofrendas, la carne y la sangre, al altar del SEÑOR thy Dios: y la sangre de thy los sacrificios serán vertidos fuera al altar del SEÑOR thy Dios, y thou shalt comer la carne.
Cuándo el SEÑOR thy el dios cortará de las naciones de antes de que thee, dónde thou goest para poseerles, y thou succeedest les, y dwellest en su tierra;
Toma heed a thyself que thou no ser snared por siguiente les, después que ellos ser destruidos de antes de que thee; y que thou enquire no después de sus dioses, refrán, Qué hizo estas naciones sirven sus dioses? Aun así yo así mismo.
Thou shalt No hacer tan unto el SEÑOR thy Dios: para cada abominación al SEÑOR, el cual él hateth, tiene ellos hechos unto sus dioses; para incluso sus hijos y sus hijas han quemado en el fuego a sus dioses.
Qué cosa soever te mandas, observa para hacerlo: thou shalt no añadir thereto, ni disminuir de él.
Si allí surgir entre ti un profeta, o un dreamer de sueños, y giveth thee un signo o una maravilla,
Thou shalt no hearken unto las palabras de aquel profeta, o que dreamer de sueños: para el SEÑOR vuestro Dios proveth te, para saber si ye amor el SEÑOR vuestro Dios con todo vuestro corazón y con toda vuestra alma.
Ye Andará después del SEÑOR vuestro Dios, y temerle, y mantener su commandments, y obedecer su voz, y ye le servirá, y cleave unto le.
Y que profeta, o que dreamer de sueños, será puesto a muerte; porque él hath hablado para girarte fuera del SEÑOR vuestro Dios, el cual trajo tú fuera de la tierra de Egipto, y redimió tú fuera de la casa de bondage, para empujar thee fuera de la manera qué el SEÑOR thy el dios mandó thee para andar en. Tan shalt thou puesto el mal fuera del midst de thee.
Si thy hermano, el hijo de thy madre, o thy hijo, o thy hija, o la mujer de thy bosom, o thy amigo, el cual es tan thine alma propia, entice thee en secreto, refrán, Dejado nos ir y servir otros dioses, el cual thou hast no sabido, thou, ni thy padres;
Concretamente, de los dioses de las personas qué es ronda aproximadamente te, nigh unto thee, o lejos fuera de thee, del acaba de la tierra incluso unto el otro fin de la tierra;
Thou shalt no consentir unto le, ni hearken unto le; tampoco thine el ojo le compadece, tampoco shalt thou recambio, tampoco shalt thou encubrirle:
Pero thou shalt seguramente matarle; thine la mano será primero a él para ponerle a muerte, y después la mano de todas las personas.
Y todo Israel oirá, y miedo, y hará ningún más cualquiera tal wickedness como esto es entre ti.
hombres Seguros, los niños de Belial, está salido de entre ti, y ha retirado los habitantes de su ciudad, refrán, Dejado nos ir y servir otros dioses, el cual ye no ha sabido;
Entonces shalt thou enquire, y búsqueda de marca, y pedir diligentemente; y, behold, si lo ser verdad, y la cosa segura, que tal abominación es wrought entre ti;
Thou shalt seguramente golpear los habitantes de aquella ciudad con el borde de la espada, destruyéndolo absolutamente, y todo aquello es therein, y el ganado del mismo, con el borde de la espada.
Y thou shalt reunir todo el estropear de él al midst de la calle del mismo, y shalt quemadura con disparar la ciudad, y todo el estropear del mismo cada whit, para el SEÑOR thy Dios: y será un heap para siempre; no será construido otra vez.
Y allí cleave nought de la cosa maldecida a thine mano: aquello el SEÑOR puede girar del fierceness de su rabia, y shew thee piedad, y tener compasión a thee, y multiplicar thee, como él hath jurado unto thy padres;
Cuándo thou shalt hearken a la voz del SEÑOR thy Dios, para mantener todo su commandments cuál mando thee este día, para hacer aquel cuál es bien en los ojos del SEÑOR thy Dios.
Ye Es los niños del SEÑOR vuestro Dios: ye no prpers cortará, ni hacer cualquier calvicie entre vuestros ojos para el muertos.
Para thou arte unas personas santas unto el SEÑOR thy Dios, y el SEÑOR hath escogido thee para ser unas personas extrañas unto él, sobre todo las naciones que es a la tierra.
Thou shalt No comer cualquier cosa abominable.
Estos son las bestias qué ye comerá: el ox, la oveja, y la cabra,
El hart, y el corzo, y el ciervo de barbecho, y la cabra salvaje, y el pygarg, y el salvaje ox, y el chamois.
Y cada bestia que parteth el hoof, y cleaveth el cleft a dos claws, y cheweth el cud entre las bestias, aquel ye comerá.
No obstante estos ye no comerá de ellos aquello mastica el cud, o de ellos aquello divide el cloven hoof; como el camello, y la liebre, y el coney: para mastican el cud, pero divide no el hoof; por eso son unclean unto te.
Y el cerdo, porque él divideth el hoof, todavía cheweth no el cud, es unclean unto te: ye no comerá de su carne, ni tocar su muerto carcase.
Estos ye comerá de todo aquel es en las aguas: todo aquello tiene aletas y balanza ye come:
De todos los pájaros limpios ye comerá.
Pero estos son del cual ye no comerá: el águila, y el ossifrage, y el ospray,
Y el glede, y la cometa, y el buitre después de su clase,
Y cada cuervo después de su clase,
Y el búho, y la noche hawk, y el cuckow, y el hawk después de su clase,
El poco búho, y el búho sumo, y el cisne,
Y el pelican, y el gier águila, y el cormorant,
Y la cigüeña, y el heron después de su clase, y el lapwing, y el murciélago.
Y cada cosa de arrastrar que flieth es unclean unto te: no serán comidos.
Pero de todas las aves limpias ye puede comer.
Ye No comerá de cualquier cosa aquello dieth de él: thou shalt darlo unto el más extraño aquello es en thy puertas, que lo puede comer; o thou mayest venderlo unto un alienígena: para thou arte unas personas santas unto el SEÑOR thy Dios. Thou shalt No seethe un niño en la leche de su madre.
Thou shalt Verdaderamente tithe todo el aumento de thy semilla, que el campo bringeth adelante año por año.
Y thou shalt comer antes del SEÑOR thy Dios, en el colocar cuál escogerá colocar su nombre allí, el tithe de thy maíz, de thy vino, y de thine óleo, y el firstlings de thy manadas y de thy rebaños; aquel thou mayest aprende para temer el SEÑOR thy Dios siempre.
Y si la manera ser también ansiar thee, de modo que thou arte no capaz de llevarlo; o si el sitio ser demasiado lejos de thee, el cual el SEÑOR thy el dios escogerá poner su nombre allí, cuándo el SEÑOR thy Dios hath bendito thee:
Entonces shalt thou turno él a dinero, y atar arriba del dinero en thine mano, y shalt ir unto el colocar cuál el SEÑOR thy el dios escogerá:
Y thou shalt bestow que dinero para cualquier thy alma lusteth después, para oxen, o para ovejas, o para vino, o para bebida fuerte, o para cualquier thy alma desireth: y thou shalt come allí antes del SEÑOR thy Dios, y thou shalt rejoice, thou, y thine casa,
Y el Levite aquello es dentro de thy puertas; thou shalt no forsake le; para él hath ninguna parte ni herencia con thee.
Y el Levite, (porque él hath ninguna parte ni herencia con thee,) y el desconocido, y el fatherless, y el widow, los cuales son dentro de thy puertas, vendrá, y comerá y ser satisfecho; aquello el SEÑOR thy el dios puede bendecir thee en toda la obra de thine mano qué thou doest.
Al final de cada siete años thou shalt marca una emisión.
Y esto es la manera de la emisión: Cada acreedor que lendeth ought unto su vecino lo liberará; él no exacto él de su vecino, o de su hermano; porque se apellida la emisión del SEÑOR.
De un extranjero thou mayest exacto lo otra vez: pero aquello cuál es thine con thy hermano thine la mano liberará;
Salvar cuándo habrá ningún pobre entre ti; para el SEÑOR mucho bendecirá thee en el aterrizar cuál el SEÑOR thy Dios giveth thee para una herencia para poseerlo:
Sólo si thou cuidadosamente hearken unto la voz del SEÑOR thy Dios, para observar para hacer todo estos commandments cuál mando thee este día.
Para el SEÑOR thy Dios blesseth thee, como prometió thee: y thou shalt dejar unto muchas naciones, pero thou shalt no tomar prestado; y thou shalt reinado encima muchas naciones, pero no reinarán sobre thee.
Pero thou shalt abierto thine la mano ancha unto le, y shalt seguramente dejarle suficiente para su necesidad, en aquel cuál él wanteth.
Beware Que no hay un pensado en thy corazón malvado, refrán, El séptimo año, el año de emisión, es a mano; y thine el ojo es mal contra thy hermano pobre, y thou givest le nought; y llora unto el SEÑOR contra thee, y lo ser pecado unto thee.
Thou shalt Seguramente darle, y thine el corazón no será apenado cuándo thou givest unto le: porque aquello para esta cosa el SEÑOR thy el dios bendecirá thee en todo thy obras, y en todo aquel thou puttest thine mano unto.
Para el pobre nunca cesará fuera de la tierra: por eso mando thee, refrán, Thou shalt abierto thine la mano ancha unto thy hermano, a thy pobre, y a thy necesitado, en thy tierra.
Y si thy hermano, un hombre hebreo, o una mujer hebrea, ser vendido unto thee, y servir thee seis años; entonces en el séptimo año thou shalt dejado le ir libre de thee.
Y cuándo thou sendest le fuera libre de thee, thou shalt no dejarle ir fuera vacío:
Thou shalt amueblarle liberally fuera de thy rebaño, y fuera de thy piso, y fuera de thy winepress: de aquel wherewith el SEÑOR thy Dios hath bendito thee thou shalt dar unto le.
Y thou shalt recuerda que thou wast un bondman en la tierra de Egipto, y el SEÑOR thy el dios redimió thee: por eso mando thee esta cosa a día.
Y será, si dice unto thee, no iré fuera de thee; porque él loveth thee y thine casa, porque es bien con thee;
Entonces thou shalt tomar un aul, y empujado él a través de su oreja unto la puerta, y será thy criado para siempre. Y también unto thy maidservant thou shalt hacer así mismo.
No parecerá duro unto thee, cuándo thou sendest le fuera libre de thee; para él hath valido un criado contratado doble a thee, en servir thee seis años: y el SEÑOR thy el dios bendecirá thee en todo aquel thou doest.
Todo el firstling machos que venidos de thy manada y de thy rebaño thou shalt santificar unto el SEÑOR thy Dios: thou shalt hacer ninguna obra con el firstling de thy bullock, ni shear el firstling de thy oveja.
Thou shalt Comerlo antes de que el SEÑOR thy año de Dios por año en el colocar cuál el SEÑOR escogerá, thou y thy casa.
Y si allí ser cualquier mácula therein, como si lo ser cojo, o ciego, o tener cualquier mácula enferma, thou shalt no sacrificarlo unto el SEÑOR thy Dios.
Thou shalt Comerlo dentro thy puertas: el unclean y la persona limpia lo comerá igualmente, como el corzo, y como el hart.
Sólo thou shalt no comer la sangre del mismo; thou shalt vierte él a la tierra como agua.
Observar el mes de Abib, y mantener el passover unto el SEÑOR thy Dios: para en el mes de Abib el SEÑOR thy el dios trajo thee adelante fuera de Egipto por noche.
Thou shalt Come no leavened pan con él; siete días shalt thou come unleavened pan therewith, incluso el pan de aflicción; para thou camest adelante fuera de la tierra de Egipto en prisa: aquel thou mayest recordar el día cuándo thou camest adelante fuera de la tierra de Egipto todos los días de thy vida.
Thou mayest No sacrificar el passover dentro de cualquier de thy puertas, el cual el SEÑOR thy Dios giveth thee:
Pero en el colocar cuál el SEÑOR thy el dios escogerá colocar su nombre en, allí thou shalt sacrificio el passover en incluso, en el bajando del sol, en la estación que thou camest adelante fuera de Egipto.
Y thou shalt asar y comer él en el colocar cuál el SEÑOR thy el dios escogerá: y thou shalt turno por la mañana, e ir unto thy tiendas.
Seis días thou shalt come unleavened pan: y en el séptimo día será una asamblea solemne al SEÑOR thy Dios: thou shalt hacer ninguna obra therein.
Y thou shalt mantener el festín de semanas unto el SEÑOR thy Dios con un tributo de una ofrenda de albedrío de thine mano, el cual thou shalt dar unto el SEÑOR thy Dios, según como el SEÑOR thy Dios hath bendito thee:
Y thou shalt rejoice antes del SEÑOR thy Dios, thou, y thy hijo, y thy hija, y thy sirviente, y thy maidservant, y el Levite aquello es dentro de thy puertas, y el desconocido, y el fatherless, y el widow, aquello es entre ti, en el colocar cuál el SEÑOR thy Dios hath escogido para colocar su nombre allí.
Y thou shalt recuerda que thou wast un bondman en Egipto: y thou shalt observar y hacer estos estatutos.
Thou shalt Observar el festín de tabernacles siete días, después de aquel thou hast reunidos en thy maíz y thy vino:
Y thou shalt rejoice en thy festín, thou, y thy hijo, y thy hija, y thy sirviente, y thy maidservant, y el Levite, el desconocido, y el fatherless, y el widow, aquello es dentro de thy puertas.
Siete días shalt thou mantener un festín solemne unto el SEÑOR thy Dios en el colocar cuál el SEÑOR escogerá: porque el SEÑOR thy el dios bendecirá thee en todo thine aumento, y en todas las obras de thine manos, por tanto thou shalt seguramente rejoice.
Tres tiempo en un año todo thy los machos parecen antes del SEÑOR thy Dios en el colocar cuál escogerá; en el festín de unleavened pan, y en el festín de semanas, y en el festín de tabernacles: y no parecerán antes del SEÑOR vacío:
Cada hombre dará tan es capaz, según la bendición del SEÑOR thy Dios qué él hath dado thee.
Jueces y agentes shalt thou marca thee en todo thy puertas, el cual el SEÑOR thy Dios giveth thee, durante thy tribus: y juzgarán las personas con juicio justo.
Thou shalt No wrest juicio; thou shalt no respetar personas, tampoco tomar un regalo: para un regalo doth cegar los ojos del sensatos, y pervertir las palabras del righteous.
Aquello cuál es altogether sólo shalt thou sigue, aquel thou mayest vivo, y heredar el aterrizar cuál el SEÑOR thy Dios giveth thee.
Thou shalt No plantar thee un grove de cualesquier árboles cercanos unto el altar del SEÑOR thy Dios, el cual thou shalt marca thee.
Tampoco shalt thou conjunto thee arriba de cualquier imagen; qué el SEÑOR thy Dios hateth.
Thou shalt No sacrificar unto el SEÑOR thy Dios cualquier bullock, u oveja, donde es mácula, o cualquier evilfavouredness: para aquel es una abominación unto el SEÑOR thy Dios.
Si allí ser encontrado entre ti, dentro de cualquier de thy puertas qué el SEÑOR thy Dios giveth thee, hombre o mujer, aquel hath wrought wickedness en la vista del SEÑOR thy Dios, en transgredir su covenant,
Y hath ido y sirvió otros dioses, y worshipped les, cualquiera el sol, o luna, o cualquiera del anfitrión de cielo, el cual no he mandado;
Y lo ser dicho thee, y thou hast oído de él, y enquired diligentemente, y, behold, lo ser cierto, y la cosa segura, que tal abominación es wrought en Israel:
Entonces shalt thou trae adelante que hombre o que mujer, los cuales han cometido que cosa malvada, unto thy puertas, incluso que hombre o que mujer, y shalt les apedrea con huesos, caja mueren.
En la boca de dos testigos, o tres testigos, él aquello es digno de muerte ser puesto a muerte; pero en la boca de una presencia no será puesto a muerte.
Las manos de las testigos serán primero a él para ponerle a muerte, y después las manos de todas las personas. Tan thou shalt puesto el mal fuera de entre ti.
Si allí surgir un asunto demasiado duro para thee en juicio, entre sangre y sangre, entre descargo y descargo, y entre trazo y trazo, siendo asuntos de controversia dentro de thy puertas: entonces shalt thou surge, y coger thee arriba al colocar cuál el SEÑOR thy el dios escogerá;
Y thou shalt venir unto los sacerdotes el Levites, y unto el juez que será en aquellos días, y enquire; y ellos shew thee la frase de juicio:
Y thou shalt hacer según la frase, el cual ellos de aquel colocar cuál el SEÑOR escogerá shew thee; y thou shalt observa para hacer según todo que informan thee:
Y el hombre que hará presumptuously, y no hearken unto el sacerdote que standeth a ministro allí antes del SEÑOR thy Dios, o unto el juez, incluso que el hombre morirá: y thou shalt puesto fuera el mal de Israel.
Y todas las personas oirán, y miedo, y hacer ningún más presumptuously.
Cuándo thou el arte viene unto el aterrizar cuál el SEÑOR thy Dios giveth thee, y shalt poseerlo, y shalt morar therein, y shalt dice, pondré un rey encima me, gusta como todas las naciones que es aproximadamente me;
Thou shalt en cualquier sensato puesto le rey sobre thee, quien el SEÑOR thy el dios escogerá: uno de entre thy hermanos shalt thou rey de conjunto sobre thee: thou mayest no poner un desconocido sobre thee, el cual no es thy hermano.
Pero no multiplicará caballos a él, ni causar las personas para regresar a Egipto, hasta el final que tendría que multiplicar caballos: forasmuch como el SEÑOR hath dijo unto te, Ye de ahora en adelante regresará no más aquella manera.
Tampoco multiplica mujeres a él, que su corazón gira no fuera: tampoco mucho multiplica a él plata y oro.
Y será, cuándo él sitteth al trono de su reino, que le escribirá una copia de esta ley en un libro fuera de aquel cuál es antes de los sacerdotes el Levites:
Y será con él, y leerá therein todos los días de su vida: aquello puede aprender para temer el SEÑOR su Dios, para mantener todas las palabras de esta ley y estos estatutos, para hacerles:
Aquello su corazón no ser lifted arriba por encima de sus hermanos, y que gira no aparte del commandment, a la derecha mano, o a la izquierda: hasta el final que puede prolongar sus días en su reino, él, y sus niños, en el midst de Israel.
Los sacerdotes el Levites, y toda la tribu de Levi, tendrá ninguna parte ni herencia con Israel: comerán las ofrendas del SEÑOR hecho por fuego, y su herencia.
Por tanto no tienen ninguna herencia entre sus hermanos: el SEÑOR es su herencia , como él hath dijo unto les.
Y esto será el sacerdote previsto de las personas, de ellos que oferta un sacrificio, si lo ser ox u oveja; y darán unto el sacerdote el hombro, y las dos mejillas, y el maw.
El firstfruit también de thy maíz, de thy vino, y de thine óleo, y el primer del fleece de thy oveja, shalt thou darle.
Para el SEÑOR thy Dios hath escogido le fuera de todo thy tribus, para estar a ministro en el nombre del SEÑOR, le y sus hijos para siempre.
Y si un Levite provenir cualquiera de thy puertas fuera de todo Israel, donde él sojourned, y venido con todo el deseo de su mente unto el colocar cuál el SEÑOR escogerá;
Entonces él ministro en el nombre del SEÑOR su Dios, como todos sus hermanos el Levites , los cuales están allí antes del SEÑOR.
Tendrán como porciones para comer, junto a aquel cuál cometh de la venta de su patrimony.
Cuándo thou el arte venido al aterrizar cuál el SEÑOR thy Dios giveth thee, thou shalt no aprender para hacer después de las abominaciones de aquellas naciones.
no habrá encontrado entre ti cualquiera aquello maketh su hijo o su hija para pasar a través del fuego, o que useth divination, o un observador de tiempo, o un enchanter, o una bruja.
O un charmer, o un consulter con alcoholes familiares, o un brujo, o un necromancer.
Para todo aquello hace estas cosas son una abominación unto el SEÑOR: y debido a estas abominaciones el SEÑOR thy Dios doth les conduce fuera de antes de que thee.
Thou shalt Ser perfecto con el SEÑOR thy Dios.
Para estas naciones, el cual thou shalt posee, hearkened unto observadores de tiempo, y unto diviners: pero en cuanto a thee, el SEÑOR thy Dios hath no padeció thee tan para hacer.
El SEÑOR thy el dios criará arriba de unto thee un Profeta del midst de thee, de thy hermanos, gusta unto me; unto le ye hearken;
Según todo aquel thou desiredst del SEÑOR thy Dios en Horeb en el día de la asamblea, refrán, Dejado me no oír otra vez la voz del SEÑOR mi Dios, tampoco dejado me ver este fuego sumo más, que muero no.
Les criaré arriba un Profeta de entre sus hermanos, como unto thee, y pondrá mis palabras en su boca; y hablará unto les todo que le mandaré.
Y vendrá para pasar, aquel whosoever no hearken unto mis palabras qué hablará en mi nombre, requeriré él de él.
Pero el profeta, el cual presume para hablar una palabra en mi nombre, el cual no le he mandado para hablar, o aquello hablará en el nombre de otros dioses, incluso que el profeta morirá.
Y si thou decir en thine corazón, Cómo sabemos la palabra qué el SEÑOR hath no hablado?
Cuándo un profeta speaketh en el nombre del SEÑOR, si la cosa sigue no, ni venido para pasar, aquello es la cosa qué el SEÑOR hath no hablado, pero el profeta hath hablado lo presumptuously: thou shalt no ser temeroso de él.
Cuándo el SEÑOR thy Dios hath corte de las naciones, cuya tierra el SEÑOR thy Dios giveth thee, y thou succeedest les, y dwellest en sus ciudades, y en sus casas;
Thou shalt separado tres ciudades para thee en el midst de thy tierra, el cual el SEÑOR thy Dios giveth thee para poseerlo.
Thou shalt Preparar thee una manera, y dividir las costas de thy tierra, el cual el SEÑOR thy Dios giveth thee para heredar, a tres partes, que cada slayer puede huir allá.
Y esto es el caso del slayer, el cual huirá allá, que puede vivir: Whoso killeth su vecino crasamente, quien odió no en pasado de tiempo;
Como cuando un hombre goeth a la madera con su vecino a hew madera, y su mano fetcheth un trazo con la hacha para cortar abajo el árbol, y la jefa slippeth del helve, y lighteth a su vecino, que muere; huirá unto uno de aquellas ciudades, y vivos:
Lest el avenger de la sangre persigue el slayer, mientras su corazón es caliente, y overtake le, porque la manera es mucho tiempo, y slay le; mientras que no fue digno de muerte, inasmuch como le odió no en pasado de tiempo.
Wherefore I orden thee, refrán, Thou shalt separado tres ciudades para thee.
Y si el SEÑOR thy el dios amplía thy costa, como él hath jurado unto thy padres, y dar thee todo el aterrizar cuál prometió dar unto thy padres;
Si thou shalt mantener todo estos commandments para hacerles, el cual mando thee este día, para querer el SEÑOR thy Dios, y para andar nunca en sus maneras; entonces shalt thou añade tres ciudades más para thee, junto a estos tres:
Aquella sangre inocente no ser derramada en thy tierra, el cual el SEÑOR thy Dios giveth thee para una herencia, y tan sangre ser a thee.
Pero si cualquier hombre odia su vecino, y mentira en espera para él, y sublevarse en contra le, y golpearle mortalmente que muere, y fleeth a uno de estas ciudades:
Entonces los mayors de su ciudad enviarán y fetch le thence, y entregarle a la mano del avenger de sangre, que puede morir.
Thine El ojo no le compadecerá, pero thou shalt puesto fuera el guilt de sangre inocente de Israel, que lo puede ir bien con thee.
Thou shalt No sacar thy el hito del vecino, el cual ellos de tiempos viejos han puesto en thine herencia, el cual thou shalt heredar en la tierra que el SEÑOR thy Dios giveth thee para poseerlo.
Uno presencia no se sublevará contra un hombre para cualquier iniquidad, o para cualquier pecado, en cualquier pecado que él sinneth: en la boca de dos testigos, o en la boca de tres testigos, el asunto ser establecido.
Si un testigo falso se subleva contra cualquier hombre para atestiguar en contra le aquello cuál es mal;
Entonces ambos los hombres, entre quien la controversia es, estará antes del SEÑOR, antes de los sacerdotes y los jueces, el cual será en aquellos días;
Y los jueces harán inquisición diligente: y, behold, si el testigo es un testigo falso , y hath atestiguado falsamente contra su hermano;
Entonces ye unto le, como había pensado para tener hecho unto su hermano: tan shalt thou puesto el mal fuera de entre ti.
Y aquellos cuáles quedan oirá, y miedo, y de ahora en adelante cometerá no más cualquiera tal mal entre ti.
Y thine el ojo no compadecerá; pero la vida irá de por vida, ojo para ojo, diente para diente, mano para mano, pie para pies.
Cuándo thou goest fuera para batallar contra thine enemigos, y seest caballos, y chariots, y unas personas más de thou, no ser temeroso de ellos: para el SEÑOR thy el dios es con thee, el cual trajo thee arriba fuera de la tierra de Egipto.
Y será, cuándo ye está venido nigh unto la batalla, que el sacerdote se acercará y hablar unto las personas,
Y dirá unto les, Oye, O Israel, ye aproximación este día unto batalla contra vuestros enemigos: deja no vuestros corazones faint, teme no, y no tiembla, tampoco ser ye aterrado debido a ellos;
Para el SEÑOR vuestro Dios es aquello goeth contigo, para luchar para ti en contra vuestros enemigos, para salvarte.
Y qué hombre es aquello hath plantado una viña, y hath no todavía comido de él? Dejado le también ir y regresar unto su casa, lest muere en la batalla, y otro hombre come de él.
Y qué hombre es allí que hath betrothed una mujer, y hath no tomado le? Dejado le ir y regresar unto su casa, lest muere en la batalla, y otro hombre le toma.
Y los agentes hablarán más allá unto las personas, y dirán, Qué hombre es allí aquello es temeroso y fainthearted? Dejado le ir y regresar unto su casa, lest el corazón de sus hermanos faint así como su corazón.
Y será, cuándo los agentes han hecho un fin de hablar unto las personas, que harán capitanes de los ejércitos para dirigir las personas.
Cuándo thou comest nigh unto una ciudad para luchar en contra lo, entonces proclamar paz unto lo.
Y será, si hace thee respuesta de paz, y abierto unto thee, entonces será, que todas las personas que está encontrado therein será afluentes unto thee, y servirán thee.
Y si no hará ninguna paz con thee, pero hará guerra contra thee, entonces thou shalt asediarlo:
Y cuándo el SEÑOR thy Dios hath entregó él a thine manos, thou shalt golpear cada macho del mismo con el borde de la espada:
Pero las mujeres, y el poco unos, y el ganado, y todo aquello es en la ciudad, incluso todo el estropear del mismo, shalt thou toma unto thyself; y thou shalt comer el estropear de thine enemigos, el cual el SEÑOR thy Dios hath dado thee.
Así shalt thou unto todas las ciudades qué es muy lejos fuera de thee, los cuales no son de las ciudades de estas naciones.
Pero de las ciudades de estas personas, el cual el SEÑOR thy Dios doth dar thee para una herencia, thou shalt salva vivo nada aquel breatheth:
Pero thou shalt absolutamente destruirles; concretamente, el Hittites, y el Amorites, el Canaanites, y el Perizzites, el Hivites, y el Jebusites; como el SEÑOR thy Dios hath mandó thee:
Aquello te enseñáis no para hacer después de todo sus abominaciones, el cual han hecho unto sus dioses; así que tener que ye pecado contra el SEÑOR vuestro Dios.
Cuándo thou shalt asediar una ciudad un tiempo largo, en hacer guerra en contra lo para tomarlo, thou shalt no destruir los árboles del mismo por forzar una hacha en contra les: para thou mayest comer de ellos, y thou shalt no cortarles abajo (para el árbol del campo es hombre vida) para emplearles en el asedio:
Sólo los árboles qué thou knowest que no ser árboles para carne, thou shalt destruir y cortado les abajo; y thou shalt complexión bulwarks contra la ciudad que maketh guerra con thee, hasta que lo ser subdued.
Si uno ser encontrado slain en el aterrizar cuál el SEÑOR thy Dios giveth thee para poseerlo, lying en el campo, y lo no ser sabido quién hath slain le:
Y los mayors de aquella ciudad traerán abajo el heifer unto un valle áspero, el cual es tampoco eared ni sown, y atacará del heifer cuello allí en el valle:
Y los sacerdotes los hijos de Levi vendrán cercanos; para ellos el SEÑOR thy Dios hath escogido a ministro unto le, y para bendecir en el nombre del SEÑOR; y por su palabra cada controversia y cada trazo ser probado:
Y todos los mayors de aquella ciudad, aquello es luego unto el slain hombre, lavará sus manos sobre el heifer aquello es beheaded en el valle:
Y contestarán y decir, Nuestras manos han no derramar esta sangre, tampoco tener nuestros ojos vistos lo.
Ser merciful, O SEÑOR, unto thy Israel de personas, quien thou hast redimido, y pone no sangre inocente unto thy personas del cargo de Israel. Y la sangre será perdonada les.
Tan shalt thou puesto fuera el guilt de sangre inocente de entre ti, cuándo thou shalt aquello cuál es bien en la vista del SEÑOR.
Cuándo thou goest adelante a guerra contra thine enemigos, y el SEÑOR thy Dios hath entregado les a thine manos, y thou hast tomados les cautivos,
Y seest entre los cautivos una mujer bella, y hast un deseo unto le, aquel thou wouldest le tiene a thy mujer;
Entonces thou shalt traer su casa a thine casa; y afeitará su jefa, y pare sus uñas;
Y pondrá el raiment de su cautividad de de su, y quedará en thine casa, y bewail su padre y su madre un mes lleno: y después de aquel thou shalt entrar unto le, y ser su marido, y será thy mujer.
Y será, si thou tener ninguna delicia en su, entonces thou shalt dejado su ir dónde ella ; pero thou shalt no venderle en absoluto para dinero, thou shalt no hacer merchandise de su, porque thou hast humbled le.
Si un hombre tiene dos mujeres, uno amado, y otro odió, y tienen natos le niños, tanto el amados y el odiados; y si el firstborn el hijo es el suyo aquello estuvo odiado:
Entonces será, cuándo él maketh sus hijos para heredar aquello cuál él hath, que no puede hacer el hijo del amado firstborn antes del hijo del odiado, el cual es de hecho el firstborn:
Pero reconocerá el hijo del odiado para el firstborn, por darle una porción doble de todo que él hath: para es el comienzo de su fuerza; el derecho del firstborn es su.
Si un hombre tiene un hijo terco y rebelde, el cual no obedecerá la voz de su padre, o la voz de su madre, y que, cuándo han chastened le, no hearken unto les:
Entonces su padre y su madre ponen agarrársele, y traerle fuera unto los mayors de su ciudad, y unto la puerta de su sitio;
Y dirán unto los mayors de su ciudad, Esto nuestro hijo es terco y rebelde, no obedecerá nuestra voz; es un glutton, y un borracho.
Y todos los hombres de su ciudad le apedrearán con huesos, que muere: tan shalt thou mal puesto fuera de entre ti; y todo Israel oirá, y miedo.
Y si un hombre ha cometido un pecado digno de muerte, y él ser para ser puesto a muerte, y thou colgarle encima un árbol:
Thou shalt No ver thy hermano ox o su oveja va astray, y esconder thyself de ellos: thou shalt de todas formas traerles otra vez unto thy hermano.
Y si thy el hermano no ser nigh unto thee, o si thou conocerle no, entonces thou shalt traerlo unto thine casa propia, y será con thee hasta thy el hermano busca después de que lo, y thou shalt restaurarlo a él otra vez.
De manera parecida shalt thou hacer con su asno; y tan shalt thou hacer con su raiment; y con todo cosa perdida de thy el hermano es, el cual él hath perdido, y thou hast encontrado, shalt thou hacer así mismo: thou mayest no esconder thyself.
Thou shalt No ver thy el asno del hermano o su ox cae por cierto, y esconder thyself de ellos: thou shalt seguramente ayudarle a impulso les arriba otra vez.
La mujer no llevará que qué pertaineth unto un hombre, tampoco un hombre puesto en una mujer garment: para todo aquello hace así que es abominación unto el SEÑOR thy Dios.
Si la casualidad de nido de un pájaro para ser antes de que thee en la manera en cualquier árbol, o en la tierra, si ellos ser jóvenes unos, o huevos, y el dique que sienta al joven, o a los huevos, thou shalt no tomar el dique con el joven:
Pero thou shalt en cualquier sensato dejado el dique va, y tomar el joven a thee; aquello puede ser bien con thee, y que thou mayest prolonga thy días.
Cuándo thou buildest una casa nueva, entonces thou shalt marca un battlement para thy techo, aquel thou trae no sangre a thine casa, si cualquier caída de hombre de thence.
Thou shalt No cerda thy viña con semillas de buzos: lest la fruta de thy semilla qué thou hast sown, y la fruta de thy viña, ser defiled.
Thou shalt No labrar con un ox y un asno junto.
Thou shalt No llevar un garment de clases de buzos, como de woollen y el lino junto.
Thou shalt Marca thee flecos a los cuatro barrios de thy vesture, wherewith thou coverest thyself.
Si cualquier hombre toma una mujer, y entrar unto le, y odiarle,
Y dar ocasiones de habla contra su, y traer arriba de un nombre de mal a su, y decir, tomé esta mujer, y cuándo vine a ella, le encontré no una sirvienta:
Entonces el padre del damsel, y su madre, toma y traer adelante el tokens del damsel virginidad unto los mayors de la ciudad en la puerta:
Y el damsel el padre dirá unto los mayors, di mi hija unto este hombre a mujer, y él hateth le;
Y, lo, él hath ocasiones dadas de habla contra su, refrán, encontré no thy hija una sirvienta; y aún así estos son el tokens de la virginidad de mi hija. Y extenderán la tela antes de los mayors de la ciudad.
Y los mayors de aquella ciudad tomarán aquel hombre y chastise le;
Y ellos amerce le en un centenar shekels de plata, y darles unto el padre del damsel, porque él hath traído arriba de un nombre de mal a una virgen de Israel: y será su mujer ; no le puede poner fuera todos sus días.
Pero si esta cosa ser cierto, y el tokens de la virginidad no ser encontrada para el damsel:
Entonces traerán fuera del damsel a la puerta de la casa de su padre, y los hombres de su ciudad apedrearán su con huesos que muere: porque ella hath wrought locura en Israel, para tocar el whore en la casa de su padre: tan shalt thou mal puesto fuera de entre ti.
Si un damsel aquello es un virgen ser betrothed unto un marido, y un hombre encuentra su en la ciudad, y mentira con su;
Entonces ye les traerá ambos fuera de unto la puerta de aquella ciudad, y ye les apedreará con huesos que mueren; el damsel, porque lloró no, siendo en la ciudad; y el hombre, porque él hath humbled la mujer de su vecino: tan thou shalt puesto fuera mal de entre ti.
Pero si un hombre encuentra un betrothed damsel en el campo, y el hombre le fuerza, y mentira con su: entonces el hombre sólo aquello pone con ella morirá:
Para encontró su en el campo, y el betrothed damsel llorado, y había ninguno para salvarle.
Si un hombre encuentra un damsel aquello es una virgen , el cual no es betrothed, y poner agarrársele, y mentira con su, y ellos ser encontrados;
Entonces el hombre que pone con ella dará unto el damsel padre cincuenta shekels de plata, y será su mujer ; porque él hath humbled le, no le puede poner fuera todos sus días.
Un hombre no tomará la mujer de su padre, ni descubrir la falda de su padre.
Él aquello está herido en los huesos, o hath su privy el miembro corta fuera, no introducirá a la congregación del SEÑOR.
Un bastardo no introducirá a la congregación del SEÑOR; incluso a su décima generación no introduce a la congregación del SEÑOR.
Un Ammonite o Moabite no introducirá a la congregación del SEÑOR; incluso a su décima generación no introducen a la congregación del SEÑOR para siempre:
Porque te cumplisteis no con pan y con agua en la manera, cuándo ye vino adelante fuera de Egipto; y porque contrataron contra thee Balaam el hijo de Beor de Pethor de Mesopotamia, para maldecir thee.
No obstante el SEÑOR thy Dios no hearken unto Balaam; pero el SEÑOR thy el dios giró la maldición a un bendiciendo unto thee, porque el SEÑOR thy el dios quiso thee.
Thou shalt No buscar su paz ni su prosperidad todo thy días para siempre.
Thou shalt No aborrecer un Edomite; para es thy hermano: thou shalt no aborrecer un egipcio; porque thou wast un desconocido en su tierra.
Los niños que es begotten de ellos introducirán a la congregación del SEÑOR en su tercera generación.
Cuándo el anfitrión goeth adelante contra thine enemigos, entonces mantener thee de cada cosa malvada.
Si allí ser entre ti cualquier hombre, aquello no es limpiar por razón de uncleanness aquello chanceth le por noche, entonces va en el extranjero fuera del campamento, no vendrá dentro del campamento:
Pero será, cuándo tarde cometh encima, se lavará con agua: y cuándo el sol es abajo, vendrá al campamento otra vez.
Thou shalt Tener un sitio también sin el campamento, dónde thou shalt va adelante en el extranjero:
Y thou shalt tener un paddle a thy arma; y será, cuándo thou wilt facilidad thyself en el extranjero, thou shalt cavar therewith, y shalt turno atrás y portada que qué cometh de thee:
Para el SEÑOR thy Dios walketh en el midst de thy campamento, para entregar thee, y para dar arriba de thine enemigos antes de thee; por tanto thy campamento ser santo: aquello ve no unclean cosa en thee, y dar la espalda de thee.
Thou shalt No entregar unto su maestro el criado qué está huido de su maestro unto thee:
morará con thee, incluso entre ti, en aquel colocar cuál escogerá en uno de thy puertas, donde lo liketh le más: thou shalt no oppress le.
habrá ningún whore de las hijas de Israel, ni un sodomite de los hijos de Israel.
Thou shalt No traer el alquiler de un whore, o el precio de un perro, a la casa del SEÑOR thy Dios para cualquier jurar: para incluso tanto estos son abominación unto el SEÑOR thy Dios.
Thou shalt No dejar a usura a thy hermano; usura de dinero, usura de victuals, usura de cualquier cosa que está dejado a usura:
Unto un más extraño thou mayest dejar a usura; pero unto thy hermano thou shalt no dejar a usura: aquello el SEÑOR thy el dios puede bendecir thee en todo aquel thou settest thine mano a en la tierra dónde thou goest para poseerlo.
Cuándo thou shalt jurar un jurar unto el SEÑOR thy Dios, thou shalt no slack para pagarlo: para el SEÑOR thy el dios seguramente requerirá él de thee; y sería pecado en thee.
Pero si thou shalt forbear para jurar, será ningún pecado en thee.
Aquello cuál está salido de thy labios thou shalt mantener y actuar; incluso una ofrenda de albedrío, según tan thou hast juró unto el SEÑOR thy Dios, el cual thou hast prometido con thy boca.
Cuándo thou comest al maíz de estar de thy vecino, entonces thou mayest pluck las orejas con thine mano; pero thou shalt no mover una hoz unto thy el vecino está estando maíz.
Cuándo un hombre hath tomado una mujer, y casado le, y viene para pasar que no encuentra ningún favor en sus ojos, porque él hath encontrado algunos uncleanness en su: entonces dejado le escribirle una factura de divorcement, y dar él en su mano, y enviar su fuera de su casa.
Y cuándo es departed fuera de su casa, puede ir y ser la mujer de otro hombre.
Y si el marido último le odia, y escribirle una factura de divorcement, y giveth él en su mano, y sendeth su fuera de su casa; o si el dado de marido último, el cual le tomó para ser su mujer;
Su marido anterior, el cual le envió fuera, no le puede tomar otra vez para ser su mujer, después que es defiled; para aquel es abominación antes del SEÑOR: y thou shalt no causar la tierra para pecar, el cual el SEÑOR thy Dios giveth thee para una herencia.
Cuándo un hombre hath tomado una mujer nueva, no saldrá a guerra, tampoco él ser cobrado con cualquier negocio: pero será libre en casa un año, y aclamará arriba de su mujer qué él hath tomado.
Ningún hombre tomará el nether o el superior millstone para prometer: para él taketh la vida para prometer de un hombre.
Si un hombre ser encontrado robando muy de sus hermanos de los niños de Israel, y maketh merchandise de él, o selleth le; entonces que el ladrón morirá; y thou shalt mal puesto fuera de entre ti.
Toma heed en la plaga de lepra, aquel thou observa diligentemente, y hacer según todo que los sacerdotes el Levites te enseñará: como les mandé, tan ye observará para hacer.
Recordar lo que el SEÑOR thy Dios unto Miriam por cierto, después de aquel ye estuvo venido adelante fuera de Egipto.
Cuándo thou dost deja thy hermano cualquier cosa, thou shalt no ir a su casa a fetch su promesa.
Thou shalt Estand en el extranjero, y el hombre a quien thou dost deja traerá fuera de la promesa en el extranjero unto thee.
Y si el hombre ser pobre, thou shalt no dormir con su promesa:
De todas formas thou shalt entregarle la promesa otra vez cuándo el sol goeth abajo, que puede dormir en su propio raiment, y bendecir thee: y será righteousness unto thee antes del SEÑOR thy Dios.
Thou shalt No oppress un criado contratado que es pobre y necesitado, si él ser de thy hermanos, o de thy desconocidos que es en thy tierra dentro de thy puertas:
En su día thou shalt darle su alquiler, tampoco el sol baja a él; para es pobre, y setteth su corazón a él: lest llora contra thee unto el SEÑOR, y lo ser pecado unto thee.
Los padres no serán puestos a muerte para los niños, tampoco los niños ser puestos a muerte para los padres: cada hombre será puesto a muerte para su pecado propio.
Thou shalt No pervertir el juicio del desconocido, ni del fatherless; ni tomar un widow raiment para prometer:
Pero thou shalt recuerda que thou wast un bondman en Egipto, y el SEÑOR thy el dios redimió thee thence: por eso mando thee para hacer esta cosa.
Cuándo thou cuttest abajo thine cosecha en thy campo, y hast olvidó un sheaf en el campo, thou shalt no ir otra vez a fetch lo: será para el desconocido, para el fatherless, y para el widow: aquello el SEÑOR thy el dios puede bendecir thee en toda la obra de thine manos.
Cuándo thou beatest thine árbol de oliva, thou shalt no ir sobre el boughs otra vez: será para el desconocido, para el fatherless, y para el widow.
Cuándo thou gatherest las uvas de thy viña, thou shalt no glean lo después: será para el desconocido, para el fatherless, y para el widow.
Y thou shalt recuerda que thou wast un bondman en la tierra de Egipto: por eso mando thee para hacer esta cosa.
Si allí ser una controversia entre hombres, y vienen unto juicio, que los jueces les pueden juzgar; entonces justificarán el righteous, y condenar el malvado.
Y será, si el hombre malvado ser digno de ser batido, que el juez le causará a mentira abajo, y para ser batido antes de su cara, según su falta, por un número seguro.
Cuarenta rayas le puede dar, y no superar: lest, si tendría que superar, y le batió encima estos con muchas rayas, entonces thy el hermano tendría que parecer vil unto thee.
Si los hermanos moran juntos, y uno de ellos dado, y tener ningún niño, la mujer del muerto no casará sin unto un desconocido: el hermano de su marido entrará unto le, y tomarle a él a mujer, y actuar el deber del hermano de un marido unto le.
Y será, que el firstborn cuál ella beareth tendrá éxito en el nombre de su hermano qué es muerto, que suyo nombrar no ser puesto fuera de Israel.
Y si al hombre le gusta no para tomar la mujer de su hermano, entonces dejado la mujer de su hermano remonta a la puerta unto los mayors, y decir, el hermano de Mi marido refuseth para criar arriba unto su hermano un nombre en Israel, no actuará el deber del hermano de mi marido.
Entonces los mayors de su ciudad le llamarán, y hablar unto le: y si está a él, y decir, me gusta no para tomarle;
Entonces la mujer de su hermano viene unto le en la presencia de los mayors, y sueltos su zapato de de su pie, y spit en su cara, y contestará y decir, Así que ser hecho unto que hombre que no construirá arriba de la casa de su hermano.
Y su nombre se apellidará en Israel, La casa de él que hath su zapato loosed.
Cuándo hombres strive juntos uno con otro, y la mujer del draweth cercano para para entregar su marido fuera de la mano de él aquello smiteth le, y putteth adelante su mano, y taketh le por los secretos:
Entonces thou shalt corte de su mano, thine el ojo no le compadecerá.
Thou shalt No tener en thy pesos de buzos del bolso, un sumos y un pequeños.
Thou shalt No tener en thine medidas de buzos de la casa, un sumos y un pequeños.
Pero thou shalt tener un peso perfecto y justo, una medida perfecta y justa shalt thou tiene: aquel thy los días pueden ser alargados en el aterrizar cuál el SEÑOR thy Dios giveth thee.
Para todo aquello hace tales cosas, y todo aquello unrighteously, es una abominación unto el SEÑOR thy Dios.
Recordar lo que Amalek unto thee por cierto, cuándo ye estuvo venido adelante fuera de Egipto;
Cómo cumplió thee por cierto, y golpeó el hindmost de thee, incluso todo aquello era débil detrás de thee, cuándo thou wast faint y cansado; y temió no Dios.
Por eso será, cuándo el SEÑOR thy Dios hath dado thee resto de todo thine ronda de enemigos aproximadamente, en el aterrizar cuál el SEÑOR thy Dios giveth thee para una herencia para poseerlo, aquel thou shalt blot fuera del remembrance de Amalek de debajo cielo; thou shalt no olvidarlo.
Y será, cuándo thou el arte entra unto el aterrizar cuál el SEÑOR thy Dios giveth thee para una herencia, y possessest lo, y dwellest therein;
Aquel thou shalt tomar del ante todo la fruta de la tierra, el cual thou shalt traer de thy tierra que el SEÑOR thy Dios giveth thee, y shalt puesto él en una cesta, y shalt ir unto el colocar cuál el SEÑOR thy el dios escogerá colocar su nombre allí.
Y thou shalt ir unto el sacerdote que será en aquellos días, y decir unto le, yo profess este día unto el SEÑOR thy Dios, que soy venir unto el país qué el SEÑOR sware unto nuestros padres para para darnos.
Y el sacerdote tomará la cesta fuera de thine mano, y puesto lo abajo antes del altar del SEÑOR thy Dios.
Y thou shalt hablar y decir antes del SEÑOR thy Dios, Un sirio listo de perecer era mi padre, y bajó a Egipto, y sojourned allí con unos cuantos, y acaecía allí una nación, sumo, muy, y populoso:
Y el mal de egipcios entreated nos, y nos afligí, y puesto a nosotros duros bondage:
Y cuándo lloramos unto el Dios de SEÑOR de nuestros padres, el SEÑOR oyó nuestra voz, y mirado en nuestra aflicción, y nuestro trabajo, y nuestra opresión:
Y el SEÑOR nos traje adelante fuera de Egipto con un muy mano, y con un outstretched brazo, y con sumo terribleness, y con signos, y con maravillas:
Y él hath traído nos a este sitio, y hath dado nos esta tierra, incluso una tierra que floweth con leche y miel.
Y ahora, behold, he traído el firstfruits de la tierra, el cual thou, O SEÑOR, hast dado me. Y thou shalt puesto lo antes de que el SEÑOR thy Dios, y adoración antes del SEÑOR thy Dios:
Y thou shalt rejoice en cada cosa buena qué el SEÑOR thy Dios hath dado unto thee, y unto thine casa, thou, y el Levite, y el más extraño aquello es entre ti.
Cuándo thou hast hecho un fin de tithing todo el tithes de thine aumento el tercer año, el cual es el año de tithing, y hast dado lo unto el Levite, el desconocido, el fatherless, y el widow, que pueden comer dentro de thy puertas, y ser llenados;
Entonces thou shalt decir antes del SEÑOR thy Dios, he traído fuera el hallowed cosas fuera de casa de mina, y también les ha dado unto el Levite, y unto el desconocido, al fatherless, y al widow, según todo thy commandments qué thou hast me mandé: no he transgredido thy commandments, tampoco tener I olvidado les:
no he comido del mismo en mi llorando, tampoco tener I tomado fuera ought del mismo para cualquier unclean uso, ni dado ought del mismo para el muerto: pero he hearkened a la voz del SEÑOR mi Dios, y ha hecho según todo aquel thou hast me mandé.
Cariz abajo de thy santo habitation, de cielo, y bendecir thy Israel de personas, y la tierra qué thou hast dado nos, tan thou swarest unto nuestros padres, una tierra que floweth con leche y miel.
Este día el SEÑOR thy Dios hath mandó thee para hacer estos estatutos y juicios: thou shalt por tanto mantener y les con todo thine corazón, y con todo thy alma.
Y el SEÑOR hath avouched thee este día para ser sus personas extrañas, como él hath prometido thee, y que thou shouldest mantener todo su commandments;
Y para hacer thee alto sobre todo naciones qué él hath hecho, en elogio, y en nombre, y en honor; y que thou mayest ser unas personas santas unto el SEÑOR thy Dios, como él hath hablado.
Y será en el día cuándo ye pasará encima Jordania unto el aterrizar cuál el SEÑOR thy Dios giveth thee, aquel thou shalt conjunto thee arriba de huesos sumos, y plaister les con plaister:
Y thou shalt escribir a ellos todas las palabras de esta ley, cuándo thou el arte pasó encima, aquel thou mayest entrar unto el aterrizar cuál el SEÑOR thy Dios giveth thee, una tierra que floweth con leche y miel; como el Dios de SEÑOR de thy padres hath prometidos thee.
Y allí shalt thou complexión un altar unto el SEÑOR thy Dios, un altar de huesos: thou shalt no impulso arriba de cualquier herramienta de hierro a ellos.
Thou shalt Complexión el altar del SEÑOR thy Dios de huesos enteros: y thou shalt la oferta quemó ofrendas thereon unto el SEÑOR thy Dios:
Y thou shalt ofrendas de paz de la oferta, y shalt come allí, y rejoice antes del SEÑOR thy Dios.
Y thou shalt escribir a los huesos todas las palabras de esta ley muy plainly.
Y Moisés y los sacerdotes el Levites spake unto todo Israel, refrán, Toma heed, y hearken, O Israel; este día thou el arte acaecido las personas del SEÑOR thy Dios.
Thou shalt Por tanto obedecer la voz del SEÑOR thy Dios, y hacer su commandments y sus estatutos, el cual mando thee este día.
Y Moisés cobró las personas el mismo día, refrán,
Estos estarán a montar Gerizim para bendecir las personas, cuándo ye está venido encima Jordania; Simeon, y Levi, y Judah, e issachar, y Joseph, y Benjamin:
Y estos estarán a montar Ebal para maldecir; Reuben, Gad, y Asher, y Zebulun, Dan, y Naphtali.
Maldijo ser el hombre que maketh cualquier graven o molten imagen, una abominación unto el SEÑOR, la obra de las manos del craftsman, y putteth él en un sitio secreto. Y todas las personas contestarán y decir, Amén.
Maldecido ser él aquello setteth luz por su padre o su madre. Y todas las personas dirán, Amén.
Maldecido ser él aquello removeth el hito de su vecino. Y todas las personas dirán, Amén.
Maldecido ser él aquello perverteth el juicio del desconocido, fatherless, y widow. Y todas las personas dirán, Amén.
Maldecido ser él aquello lieth con la mujer de su padre; porque él uncovereth la falda de su padre. Y todas las personas dirán, Amén.
Maldecido ser él aquello lieth con cualquier manera de bestia. Y todas las personas dirán, Amén.
Maldecido ser él aquello lieth con su hermana, la hija de su padre, o la hija de su madre. Y todas las personas dirán, Amén.
Maldecido ser él aquello smiteth su vecino en secreto. Y todas las personas dirán, Amén.
Maldecido ser él aquello taketh recompensa a slay una persona inocente. Y todas las personas dirán, Amén.
Y vendrá para pasar, si thou shalt hearken diligentemente unto la voz del SEÑOR thy Dios, para observar y para hacer todo su commandments cuál mando thee este día, que el SEÑOR thy el dios pondrá thee en alto sobre todo naciones de la tierra:
Bendito shalt thou ser en la ciudad, y bendito shalt thou ser en el campo.
Bendito será la fruta de thy ente, y la fruta de thy tierra, y la fruta de thy ganado, el aumento de thy kine, y los rebaños de thy oveja.
Bendito será thy cesta y thy tienda.
Bendito shalt thou ser cuándo thou comest en, y bendito shalt thou ser cuándo thou goest fuera.
El SEÑOR causará thine enemigos que se subleva contra thee para ser golpeado antes de thy cara: saldrán contra thee una manera, y huir antes de thee siete maneras.
El SEÑOR establecerá thee unas personas santas unto él, como él hath jurado unto thee, si thou shalt mantener el commandments del SEÑOR thy Dios, y paseo en sus maneras.
Y todas las personas de la tierra verán que thou el arte llamado por el nombre del SEÑOR; y serán temerosos de thee.
El SEÑOR abrirá unto thee su tesoro bueno, el cielo para dar la lluvia unto thy tierra en su estación, y para bendecir toda la obra de thine mano: y thou shalt dejar unto muchas naciones, y thou shalt no tomar prestado.
Y el SEÑOR hará thee la jefa, y no la cola; y thou shalt ser por encima de único, y thou shalt no ser debajo; si aquel thou hearken unto el commandments del SEÑOR thy Dios, el cual mando thee este día, para observar y para hacerles:
Pero vendrá para pasar, si thou wilt no hearken unto la voz del SEÑOR thy Dios, para observar para hacer todo su commandments y sus estatutos qué I orden thee este día; que todas estas maldiciones vendrán a thee, y overtake thee:
Maldecido shalt thou ser en la ciudad, y maldecido shalt thou ser en el campo.
Maldecido será thy cesta y thy tienda.
Maldecido será la fruta de thy ente, y la fruta de thy tierra, el aumento de thy kine, y los rebaños de thy oveja.
Maldecido shalt thou ser cuándo thou comest en, y maldecido shalt thou ser cuándo thou goest fuera.
El SEÑOR enviará a thee maldiciendo, vejación, y reprensión, en todo aquel thou settest thine mano unto para para hacer, hasta thou ser destruido, y hasta thou perece deprisa; debido al wickedness de thy doings, por el cual thou hast forsaken me.
El SEÑOR hará el pestilence cleave unto thee, hasta que ha consumido thee de de la tierra, dónde thou goest para poseerlo.
El SEÑOR golpeará thee con un consumo, y con una fiebre, y con una inflamación, y con un extremo en llamas, y con la espada, y con volar, y con moho; y perseguirán thee hasta thou perece.
Y thy cielo que es sobre thy la jefa será latón , y la tierra que es bajo thee será hierro.
El SEÑOR hará la lluvia de thy polvo de tierra y polvo: de cielo viene abajo a thee, hasta thou ser destruido.
El SEÑOR causará thee para ser golpeado antes de thine enemigos: thou shalt sale una manera en contra les, y huir siete maneras antes de que les: y shalt ser sacado a todos los reinos de la tierra.
Y thy carcase será carne unto todas las aves del aire, y unto las bestias de la tierra, y ningún hombre les desgastará fuera.
El SEÑOR golpeará thee con la chapuza de Egipto, y con el emerods, y con el scab, y con el escozor, de lo que thou canst no ser curado.
El SEÑOR golpeará thee con locura, y ceguera, y asombro de corazón:
Y thou shalt grope en noonday, como el ciego gropeth en oscuridad, y thou shalt no prosperar en thy maneras: y thou shalt ser sólo oppressed y estropeado eternamente, y ningún hombre salvará thee.
Thou shalt betroth Una mujer, y otro hombre mentira con su: thou shalt complexión una casa, y thou shalt no morar therein: thou shalt planta una viña, y shalt no reunir las uvas del mismo.
Thine ox Será slain antes de thine ojos, y thou shalt no comer del mismo: thine el asno será apresivamente tomado fuera de antes de thy cara, y no será restaurado a thee: thy la oveja será dada unto thine enemigos, y thou shalt tiene ninguno para rescatarles.
Thy Hijos y thy las hijas serán dadas unto otras personas, y thine los ojos mirarán, y fallar con ansiarles todo el día mucho tiempo: y habrá ningún poder en thine mano:
La fruta de thy tierra, y todo thy trabajos, una nación qué thou knowest no comer arriba; y thou shalt ser sólo oppressed y aplastó alway:
De modo que thou shalt ser loco para la vista de thine ojos qué thou shalt ve.
El SEÑOR golpeará thee en las rodillas, y en las patas, con una chapuza dolorida que no puede ser curado, de la suela de thy pie unto la copa de thy jefa.
El SEÑOR traerá thee, y thy rey qué thou shalt conjunto sobre thee, unto una nación qué tampoco thou ni thy los padres han sabido; y allí shalt thou servir otros dioses, madera y hueso.
Y thou shalt acaecido un asombro, un proverbio, y un byword, entre todas las naciones dónde el SEÑOR dirigirá thee.
Thou shalt Lleva mucha semilla fuera al campo, y shalt reunir pero poco en; para el locust lo consumirá.
Thou shalt Viñas de planta, y vestirles, pero shalt ni bebida del vino, ni reunir las uvas; para los gusanos les comerán.
Thou shalt Tiene árboles de oliva por todas partes todo thy costas, pero thou shalt no anoint thyself con el óleo; para thine la oliva lanzará su fruta.
Thou shalt beget Hijos e hijas, pero thou shalt no gozarles; para irán a cautividad.
Todo thy árboles y fruta de thy tierra el locust consume.
El más extraño aquello es dentro de thee se levantará encima thee muy alto; y thou shalt venido abajo muy abajo.
Dejará a thee, y thou shalt no dejar a él: será la jefa , y thou shalt ser la cola.
Además todas estas maldiciones vendrán a thee, y perseguirá thee, y overtake thee, hasta thou ser destruido; porque thou hearkenedst no unto la voz del SEÑOR thy Dios, para mantener su commandments y sus estatutos qué mandó thee:
Porque thou servedst no el SEÑOR thy Dios con joyfulness, y con gladness de corazón, para la abundancia de todas las cosas;
Por tanto shalt thou sirve thine enemigos qué el SEÑOR enviará contra thee, en hambre, y en sed, y en desnudez, y en querer de todas las cosas: y pondrá un yugo de hierro a thy cuello, hasta que ha destruido thee.
El SEÑOR traerá una nación contra thee de lejano, del fin de la tierra, como vencejo como el águila flieth; una nación cuya lengua thou shalt no entender;
Una nación de feroz countenance, el cual no considerará la persona del viejo, ni shew favor al joven:
Y thou shalt comer la fruta de thine ente propio, la carne de thy hijos y de thy hijas, el cual el SEÑOR thy Dios hath dado thee, en el asedio, y en el straitness, wherewith thine los enemigos afligirán thee:
De modo que el hombre que es oferta entre ti, y muy delicado, su ojo será mal hacia su hermano, y hacia la mujer de su bosom, y hacia el resto de sus niños qué dejará:
De modo que no dará a cualquiera de ellos de la carne de sus niños quien comerá: porque él hath nada le dejó en el asedio, y en el straitness, wherewith thine los enemigos afligirán thee en todo thy puertas.
La mujer tierna y delicada entre ti, el cual no aventura para poner la suela de su pie a la tierra para delicateness y ternura, su ojo será mal hacia el marido de su bosom, y hacia su hijo, y hacia su hija,
Si thou wilt no observar para hacer todo las palabras de esta ley que está escrito en este libro, aquel thou mayest miedo este nombre magnífico y temeroso, EL SEÑOR THY DIOS;
Entonces el SEÑOR hará thy las plagas maravillosas, y las plagas de thy semilla, incluso plagas sumas, y de largos continuance, y doloridos sicknesses, y de largos continuance.
Además traerá a thee todas las enfermedades de Egipto, el cual thou wast temeroso de; y ellos cleave unto thee.
También cada sickness, y cada plaga, el cual no es escrito en el libro de esta ley, les el SEÑOR trae a thee, hasta thou ser destruido.
Y vendrá para pasar, aquello como el SEÑOR rejoiced encima te para hacerte bien, y para multiplicarte; así que el SEÑOR rejoice encima te para destruirte, y para traerte a nought; y ye será plucked de de la tierra dónde thou goest para poseerlo.
Y el SEÑOR esparcirá thee entre todas las personas, del acaba de la tierra incluso unto el otro; y allí thou shalt servir otros dioses, el cual tampoco thou ni thy los padres han sabido, incluso madera y hueso.
Y thy la vida colgará en duda antes de thee; y thou shalt miedo día y noche, y shalt tiene ninguno garantía de thy vida:
Por la mañana thou shalt dice, Dios era incluso! Y en incluso thou shalt dice, Dios era mañana ! Para el miedo de thine corazón wherewith thou shalt miedo, y para la vista de thine ojos qué thou shalt ve.
Y el SEÑOR traerá thee a Egipto otra vez con barcos, por cierto de lo que I spake unto thee, Thou shalt verlo ningún más otra vez: y allí ye será vendió unto vuestros enemigos para bondmen y bondwomen, y ningún hombre te comprará.
Estos son las palabras del covenant, el cual el SEÑOR mandó Moisés para hacer con los niños de Israel en la tierra de Moab, junto al covenant cuál hizo con ellos en Horeb.
Y Moisés llamó unto todo Israel, y dijo unto les, Ye ha visto todo que el SEÑOR hizo antes de vuestros ojos en la tierra de Egipto unto Faraón, y unto todos sus criados, y unto toda su tierra;
Las tentaciones sumas qué thine los ojos han visto, los signos, y aquellos milagros sumos:
Aún así el SEÑOR hath no dado te un corazón para percibir, y ojos para ver, y orejas para oír, unto este día.
Y te he dirigido cuarenta años en el wilderness: vuestra ropa no es waxen viejo a ti, y thy el zapato no es waxen viejo a thy pie.
Ye No ha comido pan, tampoco ha ye vino bebido o bebida fuerte: aquel ye podría saber que soy el SEÑOR vuestro Dios.
Y cuándo ye vino unto este sitio, Sihon el rey de Heshbon, y Og el rey de Bashan, salió en contra nos unto batalla, y les golpeamos:
Y tomamos su tierra, y dio él para una herencia unto el Reubenites, y al Gadites, y a la tribu media de Manasseh.
Mantiene por tanto las palabras de este covenant, y les, aquel ye puede prosperar en todo aquel ye hacer.
Vuestro poco unos, vuestras mujeres, y thy más extraños aquello es en thy campamento, del hewer de thy madera unto el cajón de thy agua:
Aquel thou shouldest introducir a covenant con el SEÑOR thy Dios, y a su oath, el cual el SEÑOR thy Dios maketh con thee este día:
Aquello puede establecer thee a día para unas personas unto él, y que puede ser unto thee un Dios, como él hath dicho unto thee, y como él hath jurado unto thy padres, a Abraham, a Isaac, y a Jacob.
Tampoco contigo sólo hago este covenant y este oath;
Pero con él que standeth aquí con nosotros esta víspera el SEÑOR nuestro Dios, y también con él aquello no es aquí con nosotros este día:
(Para ye saber cómo hemos morado en la tierra de Egipto; y cómo vinimos a través de las naciones qué ye pasó de largo;
Lest tendría que haber entre ti hombre, o mujer, o familia, o tribu, cuyo corazón turneth fuera este día del SEÑOR nuestro Dios, para ir y servir los dioses de estas naciones; lest tendría que haber entre ti una raíz que beareth hiel y wormwood;
Y viene para pasar, cuándo él heareth las palabras de esta maldición, que se bendice en su corazón, refrán, tendré paz, aunque ando en la imaginación de corazón de mina, para añadir embriaguez a sed:
Y el SEÑOR le separará unto mal fuera de todas las tribus de Israel, según todas las maldiciones del covenant aquello está escrito en este libro de la ley:
De modo que la generación para venir de vuestros niños que se sublevará después de que te, y el más extraño que provendrá una tierra lejana, dirá, cuándo ven las plagas de aquella tierra, y el sicknesses cuál el SEÑOR hath puesto a él;
Y que la tierra entera del mismo es azufre, y sal, y en llamas, que no es sown, ni beareth, ni cualquier hierba groweth therein, como el derrocamiento de Sodom, y Gomorrah, Admah, y Zeboim, el cual el SEÑOR derrocó en su rabia, y en su ira:
Incluso todas las naciones dirán, Wherefore hath el SEÑOR hecho así unto esta tierra? Qué meaneth el calor de esta rabia suma?
Entonces los hombres dirán, Porque han forsaken el covenant del Dios de SEÑOR de sus padres, el cual hizo con ellos cuándo les trajo adelante fuera de la tierra de Egipto:
Para fueron y sirvió otros dioses, y worshipped les, dioses quien supieron no, y quien no había dado unto les:
Y la rabia de la SEÑORA era kindled contra esta tierra, para traer a él todas las maldiciones que está escrito en este libro:
Y el SEÑOR arraigado les fuera de su tierra en rabia, y en ira, y en indignación suma, y lanzado les a otra tierra, como es este día .
Las cosas secretas pertenecen unto el SEÑOR nuestro Dios: pero aquellas cosas qué está revelado pertenece unto nos y a nuestros niños para siempre, que podemos hacer todo las palabras de esta ley.
Y vendrá para pasar, cuando todas estas cosas están venidas a thee, la bendición y la maldición, el cual he puesto antes de thee, y thou shalt les llama para importar entre todas las naciones, dónde el SEÑOR thy Dios hath conducido thee,
Y shalt regreso unto el SEÑOR thy Dios, y shalt obedecer su voz según toda aquella I orden thee este día, thou y thy niños, con todo thine corazón, y con todo thy alma;
Aquello entonces el SEÑOR thy el dios girará thy cautividad, y tener compasión a thee, y regresará y reunir thee de todas las naciones, dónde el SEÑOR thy Dios hath esparció thee.
Si cualquiera de thine ser conducido fuera de unto el outmost partes de cielo, de thence el SEÑOR thy el dios reúne thee, y de thence él fetch thee:
Y el SEÑOR thy el dios traerá thee a la tierra qué thy los padres poseyeron, y thou shalt poseerlo; y hará thee bien, y multiplicar thee por encima de thy padres.
Y el SEÑOR thy Dios circumcise thine corazón, y el corazón de thy semilla, para querer el SEÑOR thy Dios con todo thine corazón, y con todo thy alma, aquel thou mayest vivo.
Y el SEÑOR thy el dios pondrá todas estas maldiciones a thine enemigos, y encima les que odio thee, el cual persecuted thee.
Y thou shalt regreso y obedecer la voz del SEÑOR, y todo su commandments cuál mando thee este día.
Si thou shalt hearken unto la voz del SEÑOR thy Dios, para mantener su commandments y sus estatutos qué está escrito en este libro de la ley, y si thou turno unto el SEÑOR thy Dios con todo thine corazón, y con todo thy alma.
Para este commandment cuál mando thee este día, no es escondido de thee, tampoco es lejos fuera.
No es en cielo, aquel thou shouldest dice, Quién remontará para nosotros a cielo, y traerlo unto nos, que lo podemos oír, y él?
Tampoco es más allá el mar, aquel thou shouldest dice, Quién irá sobre el mar para nosotros, y traerlo unto nos, que lo podemos oír, y él?
Pero la palabra es muy nigh unto thee, en thy boca, y en thy corazón, aquel thou mayest él.
Ve, he puesto antes de que thee esta vida de día y bueno, y muerte y mal;
En aquella I orden thee este día para querer el SEÑOR thy Dios, para andar en sus maneras, y para mantener su commandments y sus estatutos y sus juicios, aquel thou mayest vivos y multiplicar: y el SEÑOR thy el dios bendecirá thee en la tierra dónde thou goest para poseerlo.
Pero si thine el corazón da la espalda, de modo que thou wilt no oír, pero shalt ser dibujado fuera, y adoración otros dioses, y servirles;
denuncio unto te este día, aquel ye seguramente perecerá, y que ye no prolongará vuestros días a la tierra, dónde thou passest encima Jordania para ir para poseerlo.
Llamo cielo y tierra para grabar este día en contra te, que he puesto antes de que te vida y muerte, bendiciendo y maldiciendo: por tanto escoger vida, que ambos thou y thy la semilla puede vivir:
Y Moisés fue y spake estas palabras unto todo Israel.
Y dijo unto les, soy un centenar y veinte años este día; puedo ningún más salir y entrado: también el SEÑOR hath dijo unto me, Thou shalt no ir sobre esta Jordania.
El SEÑOR thy Dios, irá encima antes de thee, y destruirá estas naciones de antes de que thee, y thou shalt poseerles: y Joshua, irá encima antes de thee, como el SEÑOR hath dijo.
Y el SEÑOR hará unto les tan hizo a Sihon y a Og, reyes del Amorites, y unto la tierra de ellos, quien destruyó.
Y el SEÑOR les dará arriba antes de vuestra cara, aquel ye puede hacer unto les según unto todo el commandments cuál te he mandado.
Ser fuerte y de un valor bueno, teme no, ni ser temeroso de ellos: para el SEÑOR thy Dios, él es que doth ir con thee; no fallará thee, ni forsake thee.
Y Moisés llamó unto Joshua, y dijo unto le en la vista de todo Israel, Ser fuerte y de un valor bueno: para thou tiene que ir con estas personas unto el aterrizar cuál el SEÑOR hath jurado unto sus padres para darles; y thou shalt les causa para heredarlo.
Y el SEÑOR, él es que doth ir antes de thee; será con thee, no fallará thee, tampoco forsake thee: teme no, tampoco ser desanimado.
Y Moisés escribió esta ley, y lo entregó unto los sacerdotes los hijos de Levi, el cual bare el arca del covenant del SEÑOR, y unto todos los mayors de Israel.
Y Moisés les mandó, refrán, Al final de cada siete años, en la solemnidad del año de emisión, en el festín de tabernacles,
Cuándo todo Israel está venido para parecer antes del SEÑOR thy Dios en el colocar cuál escogerá, thou shalt leído esta ley antes de que todo Israel en su oído.
Reunir las personas juntas, hombres, y mujeres, y niños, y thy más extraños aquello es dentro de thy puertas, que pueden oír, y que pueden aprender, y temer el SEÑOR vuestro Dios, y observar para hacer todo las palabras de esta ley:
Y que sus niños, los cuales no han sabido cualquier cosa, puede oír, y aprender para temer el SEÑOR vuestro Dios, mientras ye vivo en la tierra dónde ye va encima Jordania para poseerlo.
Y el SEÑOR dijo unto Moisés, Behold, thy los días se acercan que thou dado de mosto: llamada Joshua, y presente vosotros en el tabernacle de la congregación, que le puedo dar un cargo. Y Moisés y Joshua fueron, y los presentó en el tabernacle de la congregación.
Y el SEÑOR parecido en el tabernacle en una pilar de una nube: y la pilar de la nube estado sobre la puerta del tabernacle.
Y el SEÑOR dijo unto Moisés, Behold, thou shalt sueño con thy padres; y estas personas se sublevarán, e ir un whoring después de los dioses de los desconocidos de la tierra, dónde van para ser entre ellos, y forsake me, y romper mi covenant cuál he hecho con ellos.
Entonces mi rabia será kindled en contra les en aquel día, y yo forsake les, y esconderé mi cara de ellos, y serán devorados, y muchos males y problemas befall les; de modo que dirán en aquel día, no Es estos males venidos a nosotros, porque nuestro Dios no es entre nosotros?
Y seguramente esconderé mi cara en aquel día para todos los males qué ellos haber wrought, en aquel son giró unto otros dioses.
Ahora por tanto escribir ye esta canción para ti, y enseñarlo los niños de Israel: puesto él en sus bocas, que esta canción puede ser una testigo para mí en contra los niños de Israel.
Para cuándo les habré traído al aterrizar cuál yo sware unto sus padres, aquel floweth con leche y miel; y habrán comido y los llenó, y waxen grasa; entonces giran unto otros dioses, y servirles, y provocarme, y romper mi covenant.
Y vendrá para pasar, cuando muchos males y los problemas son befallen les, que esta canción atestiguará en contra les como testigo; para él no será olvidado fuera de las bocas de su semilla: para sé su imaginación qué van aproximadamente, incluso ahora, antes de que les he traído al aterrizar cuál yo sware.
Y dio Joshua el hijo de Nun un cargo, y dicho, Ser fuerte y de un valor bueno: para thou shalt traer los niños de Israel al aterrizar cuál yo sware unto les: y seré con thee.
Y vino para pasar, cuándo Moisés había hecho un fin de escribir las palabras de esta ley en un libro, hasta que estuvieron acabados,
Que Moisés mandó el Levites, el cual bare el arca del covenant del SEÑOR, refrán,
Tomar este libro de la ley, y puesto él en el lado del arca del covenant del SEÑOR vuestro Dios, que lo puede ser allí para un testigo contra thee.
Para sé thy rebelión, y thy cuello rígido: behold, mientras soy todavía vivo contigo este día, ye ha sido rebelde contra el SEÑOR; y cuánto más después de mi muerte?
Para sé que después de que mi muerte ye absolutamente prpers corromperá, y turno aparte de la manera qué I te ha mandado; y mal befall tú en los días últimos; porque ye hará mal en la vista del SEÑOR, para provocarle para enfadar a través de la obra de vuestras manos.
Y Moisés spake en las orejas de toda la congregación de Israel las palabras de esta canción, hasta que estuvieron acabados.
Da oreja, O ye cielos, y hablaré; y oír, O tierra, las palabras de mi boca.
Mi doctrina caerá como la lluvia, mi habla distil como el rocío, como la lluvia pequeña a la hierba tierna, y como las duchas a la hierba:
Porque publicaré el nombre del SEÑOR: adscribe ye grandeza unto nuestro Dios.
Es el Rock , su obra es perfecta: para todas sus maneras son juicio : un Dios de verdad y sin iniquidad, sólo y derecho es.
se han corrompido, su algo no es la algo de sus niños: son una generación perversa y cuerva .
Hacer ye así requite el SEÑOR, O personas tontas y unwise? No es él thy padre que hath compró thee? hath Él no hecho thee, y estableció thee?
Recordar los días de viejos, considerar los años de muchas generaciones: pide thy padre, y él shew thee; thy mayors, y dirán thee.
Cuando la mayoría de Alto dividido a las naciones su herencia, cuándo separó los hijos de Adam, puso el bounds de las personas según el número de los niños de Israel.
Para la porción del SEÑOR es sus personas; Jacob es la parcela de su herencia.
Le encontró en una tierra de desierto, y en los residuos howling wilderness; le dirigió aproximadamente, le instruyó, le mantuvo como la manzana de su ojo.
Como una águila stirreth arriba de su nido, fluttereth sobre su joven, spreadeth en el extranjero sus alas, taketh les, beareth les encima sus alas:
Así que el SEÑOR sólo le dirigió, y había no dios extraño con él.
Le hizo paseo en los sitios altos de la tierra, que podría comer el aumento de los campos; y le hizo para chupar miel fuera del rock, y óleo fuera del flinty rock;
Mantequilla de kine, y leche de ovejas, con gordos de corderos, y carneros de la raza de Bashan, y cabras, con la grasa de riñones de trigo; y thou didst bebida la sangre pura de la uva.
Pero Jeshurun waxed grasa, y chutó: thou arte waxen grasa, thou el arte crecido grueso, thou el arte cubierto con fatness; entonces él forsook Dios qué hecho le, y ligeramente preciado el Rock de su salvación.
Le provocaron a celos con dioses extraños, con las abominaciones provocaron ellos le para enfadar.
Del Rock que begat thee thou arte unmindful, y hast Dios olvidado que formó thee.
Y cuándo el SEÑOR lo vio, les aborreció, debido al provocando de sus hijos, y de sus hijas.
Y dijo, esconderé mi cara de ellos, veré lo que su fin será: para son un muy froward generación, niños en quien es ninguna fe.
Me han movido a celos con aquel cuál no es Dios; me han provocado para enfadar con sus vanidades: y les moveré a celos con aquellos cuáles no son unas personas; les provocaré para enfadar con una nación tonta.
Para un fuego es kindled en rabia de mina, y quemará unto el infierno más bajo, y consumirá la tierra con su aumento, y puesto encima disparar las fundaciones de las montañas.
Yo heap mischiefs a ellos; pasaré flechas de mina a ellos.
Serán quemados con hambre, y devorado con calor en llamas, y con destrucción amarga: también enviaré los dientes de bestias a ellos, con el veneno de serpientes del polvo.
La espada sin, y terror dentro, destruirá ambos el hombre joven y la virgen, el amamantando también con el hombre de cabellos grises.
Fue no que temí la ira del enemigo, lest su adversaries tener que behave ellos extrañamente, y lest tendrían que decir, Nuestra mano es alto, y el SEÑOR hath no hecho todo esto.
Para son una nación void de consejo, tampoco es allí cualquier entendiendo en ellos.
O Que eran sensatos, que entendieron esto, que considerarían su fin último!
Cómo tener que uno persigue mil, y dos puso diez mil a vuelo, excepto su Rock había vendido les, y el SEÑOR había cerrado les arriba?
Para su rock no es como nuestro Rock, incluso nuestros enemigos ellos siendo jueces.
Para su parra es de la parra de Sodom, y de los campos de Gomorrah: sus uvas son uvas de hiel, sus grupos son amargos:
Su vino es el veneno de dragones, y el crueles venom de asps.
No Es esto puso arriba en tienda conmigo, y selló arriba entre mis tesoros?
A mí belongeth venganza, y recompence; su pie deslizamiento en tiempo previsto: para el día de su calamidad es a mano, y las cosas que vendrá a ellos prisa de marca.
Para el SEÑOR juzgará sus personas, y repent él para sus criados, cuándo él seeth que su poder está ido, y hay ninguno cierra arriba, o dejó.
Y dirá, Dónde es sus dioses, su rock en quien confiaron en,
el cual comió la grasa de sus sacrificios, y bebió el vino de sus ofrendas de bebida? Dejado les sublevarse y ayudarte, y ser vuestra protección.
Ve ahora que I, incluso I, es, y no hay ningún dios conmigo: mato, y hago vivo; hiero, y me curo: tampoco es allí muy aquello puede entregar fuera de mi mano.
Para I impulso arriba de mi mano a cielo, y decir, vivo para siempre.
Si yo whet mi glittering espada, y mano de mina toma se agarra juicio; yo render venganza a enemigos de mina, y les premiará aquello me odio.
Haré flechas de mina bebidas con sangre, y mi espada devorará carne; y que con la sangre del slain y de los cautivos, desde el principio de venganzas al enemigo.
Rejoice, O ye naciones, con sus personas: para vengará la sangre de sus criados, y render venganza a su adversaries, y será merciful unto su tierra, y a sus personas.
Y Moisés vino y spake todas las palabras de esta canción en las orejas de las personas, él, y Hoshea el hijo de Nun.
Y Moisés hizo un fin de hablar todas estas palabras a todo Israel:
Y dijo unto les, Puso vuestros corazones unto todas las palabras qué I atestigua entre ti este día, el cual ye mandará vuestros niños para observar para hacer, todas las palabras de esta ley.
Para no es una cosa vana para ti; porque es vuestra vida : y a través de esta cosa ye prolongará vuestros días en la tierra, dónde ye va encima Jordania para poseerlo.
Y el SEÑOR spake unto Moisés que selfsame día, refrán,
Coge thee arriba a esta montaña Abarim, unto monte Nebo, el cual es en la tierra de Moab, aquello es encima contra Jericho; y behold la tierra de Canaan, el cual doy unto los niños de Israel para una posesión:
Y dado en el monte dónde thou goest arriba, y ser reunido unto thy personas; como Aaron thy el hermano muerto en montar Hor, y era reunió unto sus personas:
Porque ye entrado sin autorización en contra me entre los niños de Israel en las aguas de MeribahKadesh, en el wilderness de Zin; porque ye me santifiqué no en el midst de los niños de Israel.
Todavía thou shalt ver la tierra antes de thee; pero thou shalt no ir allá unto el aterrizar cuál doy los niños de Israel.
Y dijo, El SEÑOR provino Sinai, y se sublevó de Seir unto les; brilló adelante de montar Paran, y vino con diez miles de santos: de su mano derecha fue un fiery ley para ellos.
Yea, quiso las personas; todos sus santos son en thy mano: y sentaron en thy pies; cada uno recibirá de thy palabras.
Moisés nos mandé una ley, incluso la herencia de la congregación de Jacob.
Y era rey en Jeshurun, cuándo las jefas de las personas y las tribus de Israel estuvieron reunidas juntas.
Reuben dejado vivo, y no morir; y deja no sus hombres son pocos .
Y esto es la bendición de Judah: y dijo, Oye, SEÑOR, la voz de Judah, y traerle unto sus personas: dejado sus manos ser suficientes para él; y ser thou una ayuda a él de sus enemigos.
Y de Levi dijo, Dejado thy Thummim y thy Urim ser con thy santo un, quien thou didst probar en Massah, y con quien thou didst strive en las aguas de Meribah;
Quién dijo unto su padre y a su madre, no le he visto; tampoco reconoce sus hermanos, ni supo sus niños propios: para han observado thy palabra, y mantenido thy covenant.
Enseñarán Jacob thy juicios, e israel thy ley: pondrán incienso antes de thee, y sacrificio quemado entero a thine altar.
Bendice, SEÑOR, su sustancia, y aceptar la obra de sus manos: golpea a través de los lomos de ellos que aumento en contra le, y de ellos aquello le odia, que ascienden no otra vez.
Y de Benjamin dijo, El amado del SEÑOR morará en seguridad por él; y el Señor le cubrirá todo el día mucho tiempo, y morará entre sus hombros.
Y de Joseph dijo, Bendecido del SEÑOR es su tierra , para las cosas preciosas de cielo, para el rocío, y para el profundo que coucheth debajo,
Y para las frutas preciosas trajeron adelante por el sol, y para las cosas preciosas puestas adelante por la luna,
Y para las cosas preciosas de la tierra y fulness del mismo, y para el bien de él aquello morado en el arbusto: dejado la bendición venida a la jefa de Joseph, y a la copa de la jefa de él aquello estuvo separado de sus hermanos.
Su gloria es como el firstling de su bullock, y sus cuernos son como los cuernos de unicornios: con ellos pulsará las personas juntas a los fines de la tierra: y son los diez miles de Ephraim, y son los miles de Manasseh.
Y de Zebulun dijo, Rejoice, Zebulun, en thy saliendo; y, Issachar, en thy tiendas.
Llamarán las personas unto la montaña; allí ofrecerán sacrificios de righteousness: para chuparán de la abundancia de los mares, y de los tesoros escondieron en la arena.
Y de Gad dijo, Bendito ser él aquello enlargeth Gad: él dwelleth como león, y teareth el brazo con la corona de la jefa.
Y proporcionó la primera parte para él, porque allí, en una porción del lawgiver, fue sentó; y vino con las jefas de las personas, ejecutó la justicia del SEÑOR, y sus juicios con Israel.
Y de Dan dijo, Dan es un león whelp: saltará de Bashan.
Y de Naphtali dijo, O Naphtali, satisfecho con favor, y lleno con la bendición del SEÑOR: posee thou el del oeste y el del sur.
Thy Los zapatos serán hierro y latón ; y tan thy días, así que thy fuerza ser.
Hay ninguno gusta unto el Dios de Jeshurun, quién rideth al cielo en thy ayuda, y en su excellency en el cielo.
El Dios eterno es thy refuge, y debajo es el everlasting armas: y empujará fuera del enemigo de antes de que thee; y dirá, Destruirles.
Arte feliz thou, O Israel: quién es como unto thee, O las personas salvaron por el SEÑOR, el escudo de thy ayuda, y quién es la espada de thy excellency! Y thine los enemigos serán fundar mentirosos unto thee; y thou shalt banda de rodamiento a sus sitios altos.
Y Moisés remontó de las llanuras de Moab unto la montaña de Nebo, hasta arriba de Pisgah, aquello es encima contra Jericho. Y el SEÑOR shewed le toda la tierra de Gilead, unto Dan,
Y todo Naphtali, y la tierra de Ephraim, y Manasseh, y toda la tierra de Judah, unto el mar sumo,
Y el del sur, y la llanura del valle de Jericho, la ciudad de árboles de palma, unto Zoar.
Y el SEÑOR dijo unto le, Esto es el aterrizar cuál yo sware unto Abraham, unto Isaac, y unto Jacob, refrán, lo daré unto thy semilla: he causado thee para ver él con thine ojos, pero thou shalt no ir encima allá.
Así que Moisés el criado del SEÑOR murió allí en la tierra de Moab, según la palabra del SEÑOR.
Y le enterró en un valle en la tierra de Moab, encima contra Bethpeor: pero ningún hombre knoweth de su sepulchre unto este día.
Y Moisés era un centenar y veinte años cuándo murió: su ojo no fue dim, ni su fuerza natural abated.
Y los niños de Israel lloraron para Moisés en las llanuras de Moab treinta días: así que los días de llorar y llorando para Moisés estuvo acabado.
Y Joshua el hijo de Nun era lleno del alcohol de cordura; para Moisés había puesto sus manos a él: y los niños de Israel hearkened unto le, e hizo como el SEÑOR mandó Moisés.
Y allí surgió no un profeta desde entonces en a Israel le gusta unto Moisés, quien el SEÑOR supo frente a frente,
En todos los signos y las maravillas, el cual el SEÑOR le envió para hacer en la tierra de Egipto a Faraón, y a todos sus criados, y a toda su tierra,
Ahora después de la muerte de Moisés el criado del SEÑOR vino para pasar, que el SEÑOR spake unto Joshua el hijo de Nun, Moisés' ministro, refrán,
Moisés mi criado es muerto; ahora por tanto surgir, va sobre esta Jordania, thou, y todas estas personas, unto el aterrizar cuál doy a ellos, incluso a los niños de Israel.
Cada sitio que la suela de vuestro pie calcará a, aquello tiene I dado unto te, como dije unto Moisés.
Del wilderness y este Líbano incluso unto el río sumo, el río Euphrates, toda la tierra del Hittites, y unto el mar sumo hacia el bajando del sol, será vuestra costa.
Allí no cualquier hombre ser capaz de estar antes de que thee todos los días de thy vida: como era con Moisés, así que seré con thee: no fallaré thee, ni forsake thee.
Ser fuerte y de un valor bueno: para unto estas personas shalt thou dividir para una herencia la tierra, el cual yo sware unto sus padres para darles.
Este libro de la ley no depart fuera de thy boca; pero thou shalt meditate therein día y noche, aquel thou mayest observa para hacer según todo aquel está escrito therein: para entonces thou shalt marca thy la manera próspera, y entonces thou shalt tiene éxito bueno.
Tiene no mandé thee? Ser fuerte y de un valor bueno; no ser temeroso, tampoco ser thou desanimó: para el SEÑOR thy el dios es con thee whithersoever thou goest.
Entonces Joshua mandó los agentes de las personas, refrán,
Pase a través del anfitrión, y mandar las personas, refrán, Prepararte victuals; para dentro tres días ye pasará sobre esta Jordania, para entrar para poseer la tierra, el cual el SEÑOR vuestro Dios giveth te para poseerlo.
Y al Reubenites, y al Gadites, y a medio la tribu de Manasseh, spake Joshua, refrán,
Recordar la palabra qué Moisés el criado del SEÑOR te mandaste, refrán, El SEÑOR vuestro Dios hath dado te resto, y hath dado te esta tierra.
Vuestras mujeres, vuestro poco unos, y vuestro ganado, quedará en la tierra qué Moisés te diste encima esta Jordania de lado; pero ye pasará antes de vuestros hermanos armados, todo el muy hombres de valour, y ayudarles;
Hasta el SEÑOR ha dado vuestro resto de hermanos, como él hath dado te, y también han poseído el aterrizar cuál el SEÑOR vuestro Dios giveth les: entonces ye regresará unto la tierra de vuestra posesión, y gozarlo, el cual Moisés el criado del SEÑOR te diste encima esta Jordania de lado hacia el sunrising.
Y contestaron Joshua, refrán, Todo aquel thou commandest nos haremos, y whithersoever thou sendest nos, iremos.
Según tan nosotros hearkened unto Moisés en todas las cosas, así que nosotros hearken unto thee: sólo el SEÑOR thy Dios ser con thee, como era con Moisés.
Whosoever Él ser que doth rebelarse contra thy commandment, y no hearken unto thy palabras en todo aquel thou commandest le, será puesto a muerte: sólo ser fuerte y de un valor bueno.
Y Joshua el hijo de Nun enviado fuera de Shittim dos hombres para espiar en secreto, refrán, Ir ver la tierra, incluso Jericho. Y fueron, y vino a un harlot casa, nombró Rahab, y alojó allí.
Y estuvo dicho el rey de Jericho, refrán, Behold, allí vino hombres en hither a noche de los niños de Israel para buscar fuera del país.
Y el rey de Jericho enviado unto Rahab, refrán, Trae adelante los hombres que está venido a thee, los cuales están introducidos a thine casa: para ellos ser venidos para buscar fuera todo el país.
Y la mujer tomó los dos hombres, y les escondió, y dijo así, Allí vino hombres unto me, pero yo wist no whence eran:
Y vino para pasar sobre el tiempo de cerrar de la puerta, cuándo era oscuro, que los hombres salieron: dónde los hombres fueron yo wot no: perseguir después de que les deprisa; para ye overtake les.
Pero había traído les hasta el techo de la casa, y les escondió con el stalks de flax, el cual había puesto en orden al techo.
Y los hombres persiguieron después de que les la manera a Jordania unto el fords: y apenas ellos cuál persiguió después de que les estuvo salido, cerraron la puerta.
Y antes de que estuvieron puestos abajo, vino arriba unto les al techo;
Y dijo unto los hombres, sé que el SEÑOR hath dado te la tierra, y que vuestro terror está caído a nosotros, y que todos los habitantes de la tierra faint debido a ti.
Para hemos oído cómo el SEÑOR secado arriba del agua del mar Rojo para ti, cuándo ye salió de Egipto; y lo que ye unto los dos reyes del Amorites, aquello era por otro lado Jordania, Sihon y Og, quien ye absolutamente destruyó.
Y apenas habíamos oído estas cosas, nuestros corazones fundieron, tampoco allí quedó más valor en cualquier hombre, debido a ti: para el SEÑOR vuestro Dios, es Dios en cielo encima, y en tierra debajo.
Ahora por tanto, te ruegas, jura unto me por el SEÑOR, desde entonces he shewed te bondad, aquel ye también shew bondad unto la casa de mi padre, y darme un cierto token:
Y los hombres le contestaron, Nuestra vida para el vuestro, si ye utter no esto nuestro negocio. Y será, cuándo el SEÑOR hath dado nos la tierra, que trataremos amablemente y verdaderamente con thee.
Entonces les dejó abajo por un cordón a través de la ventana: para su casa era a la muro de ciudad, y se obsesionó con la muro.
Y dijo unto les, Cogerte a la montaña, lest el pursuers cumplirte; y prpers esconder allí tres días, hasta el pursuers ser regresados: y después poder ye ir vuestra manera.
Behold, cuándo venimos a la tierra, thou shalt atar esta línea de hilo escarlata en la ventana qué thou didst dejado nos abajo por: y thou shalt trae thy padre, y thy madre, y thy hermanos, y todo thy la casa del padre, en casa unto thee.
Y será, aquel whosoever saldrá de las puertas de thy casa a la calle, su sangre será a su jefa, y seremos guiltless: y whosoever será con thee en la casa, su sangre será en nuestra jefa, si cualquier mano ser a él.
Y si thou utter esto nuestro negocio, entonces seremos dejar de thine oath qué thou hast nos hice para jurar.
Y dijo, Según unto vuestras palabras, así que serlo. Y les envió fuera, y ellos departed: y ató la línea escarlata en la ventana.
Y fueron, y vino unto la montaña, y morada allí tres días, hasta el pursuers estuvo regresado: y el pursuers les buscó por todas partes completamente, pero encontrado les no.
Así que los dos hombres regresaron, y descendidos de la montaña, y pasó encima, y vino a Joshua el hijo de Nun, y le dijo todas las cosas que befell les:
Y Joshua ascendió temprano por la mañana; y sacaron de Shittim, y vino a Jordania, él y todos los niños de Israel, y alojó allí antes de que pasaron encima.
Y vino para pasar después de que tres días, que los agentes pasaron por el anfitrión;
Y mandaron las personas, refrán, Cuándo ye ver el arca del covenant del SEÑOR vuestro Dios, y los sacerdotes el Levites aguantándolo, entonces ye sacará de vuestro sitio, e ir después de que lo.
Todavía habrá un espacio entre ti y lo, aproximadamente dos mil cubits por medida: viene no cercano unto lo, aquel ye puede saber la manera por qué ye el mosto va: para ye no ha pasado de este modo hasta ahora.
Y Joshua dijo unto las personas, prpers Santifica: para a morrow el SEÑOR hará maravillas entre ti.
Y Joshua spake unto los sacerdotes, refrán, Toma arriba del arca del covenant, y pase encima antes de las personas. Y tomaron arriba del arca del covenant, y fue antes de las personas.
Y el SEÑOR dijo unto Joshua, Este día empiezo para aumentar thee en la vista de todo Israel, que pueden saber que, como era con Moisés, así que seré con thee.
Y thou shalt orden los sacerdotes que oso el arca del covenant, refrán, Cuándo ye está venido al borde del agua de Jordania, ye estará todavía en Jordania.
Y Joshua dijo unto los niños de Israel, Venido hither, y oír las palabras del SEÑOR vuestro Dios.
Y Joshua dijo, De ahora en adelante ye sabrá que el Dios viviente es entre ti, y que sin falta conducirá fuera de antes de que te el Canaanites, y el Hittites, y el Hivites, y el Perizzites, y el Girgashites, y el Amorites, y el Jebusites.
Behold, el arca del covenant del SEÑOR de toda la tierra passeth encima antes de que tú a Jordania.
Ahora por tanto tomarte doce hombres fuera de las tribus de Israel, fuera de cada tribu un hombre.
Y vendrá para pasar, apenas las suelas de los pies de los sacerdotes que oso el arca del SEÑOR, el SEÑOR de toda la tierra, descansará en las aguas de Jordania, que las aguas de Jordania serán cortadas fuera de las aguas que viene abajo de arriba; y estarán a un heap.
Que el abreva cuál vino abajo de arriba estado y se sublevó a un heap muy lejos de la ciudad Adam, aquello es junto a Zaretan: y los que vinieron abajo hacia el mar de la llanura, incluso el mar de sal, fallado, y estuvo cortado fuera: y las personas pasaron sobre derechos contra Jericho.
Y los sacerdotes que bare el arca del covenant del SEÑOR empresa estar en tierra seca en el midst de Jordania, y todo el Israelites pasado encima en tierra seca, hasta que todas las personas estuvieron pasadas limpias encima Jordania.
Y vino para pasar, cuando todas las personas eran limpias pasados encima Jordania, que el SEÑOR spake unto Joshua, refrán,
Tomarte doce hombres fuera de las personas, fuera de cada tribu un hombre,
Y mandar ye les, refrán, Tomarte de ahí fuera del midst de Jordania, fuera del sitio donde los sacerdotes' los pies estuvieron firmes, doce huesos, y ye les llevará encima contigo, y dejarles en el sitio de alojar, donde ye alojará esta noche.
Entonces Joshua llamó los doce hombres, quien había preparado de los niños de Israel, fuera de cada tribu un hombre:
Y Joshua dijo unto les, Pase encima antes del arca del SEÑOR vuestro Dios al midst de Jordania, y tomarte arriba cada hombre de ti un hueso a su hombro, según unto el número de las tribus de los niños de Israel:
Aquello esto puede ser un signo entre ti, que cuándo vuestros niños piden sus padres en cronometrar para venir, refrán, Qué significa ye por estos huesos?
Entonces ye les contestará, Que las aguas de Jordania estuvieron cortadas fuera antes del arca del covenant del SEÑOR; cuándo pasó encima Jordania, las aguas de Jordania estuvieron cortadas fuera: y estos huesos serán para un conmemorativos unto los niños de Israel para siempre.
Y vino para pasar, cuando todas las personas eran limpias pasados encima, que el arca de la SEÑORA pasó encima, y los sacerdotes, en la presencia de las personas.
Aproximadamente cuarenta mil preparado para la guerra pasó encima antes del SEÑOR unto batalla, a las llanuras de Jericho.
En aquel día el SEÑOR aumentó Joshua en la vista de todo Israel; y le temieron, como temieron Moisés, todos los días de su vida.
Y el SEÑOR spake unto Joshua, refrán,
Orden los sacerdotes que oso el arca del testimonio, que vienen arriba fuera de Jordania.
Joshua por tanto mandó los sacerdotes, refrán, Venir ye arriba fuera de Jordania.
Y vino para pasar, cuándo los sacerdotes que bare el arca del covenant del SEÑOR estuvo venido arriba fuera del midst de Jordania, y las suelas de los sacerdotes' los pies eran lifted arriba de unto la tierra seca, que las aguas de Jordania regresaron unto su sitio, y fluyó encima todos sus bancos, como ellos antes.
Y las personas vinieron arriba fuera de Jordania en el décimo día del primer mes, y encamped en Gilgal, en el borde del este de Jericho.
Y aquellos doce huesos, el cual tomaron fuera de Jordania, Joshua tono en Gilgal.
Y él spake unto los niños de Israel, refrán, Cuándo vuestros niños pedirán sus padres en cronometrar para venir, refrán, Qué significa estos huesos?
Entonces ye dejará vuestros niños saben, refrán, Israel vino sobre esta Jordania en tierra seca.
Para el SEÑOR vuestro Dios secado arriba de las aguas de Jordania de antes de que te, hasta ye estuvo pasado encima, como el SEÑOR vuestro Dios hizo al mar Rojo, el cual secó arriba de antes de que nos, hasta que estuvimos ir encima:
Que todas las personas de la tierra podrían saber la mano del SEÑOR, que es muy: aquel ye podría temer el SEÑOR vuestro Dios para siempre.
Y vino para pasar, cuando todos los reyes del Amorites, el cual era en el lado de Jordania hacia el oeste, y todos los reyes del Canaanites, el cual era por el mar, oyó que el SEÑOR había secado arriba de las aguas de Jordania de antes de que los niños de Israel, hasta que estuvimos pasar encima, que su corazón fundió, tampoco era allí alcohol en ellos más, debido a los niños de Israel.
En aquel tiempo el SEÑOR dijo unto Joshua, Marca thee cuchillos agudos, y circumcise otra vez los niños de Israel el segundo tiempo.
Y Joshua le hizo cuchillos agudos, y circumcised los niños de Israel en el cerro del foreskins.
Y esto es la causa por qué Joshua circumcise: Todas las personas que salió de Egipto, aquello era machos , incluso todos los hombres de guerra, muerto en el wilderness por cierto, después de que salieron de Egipto.
Ahora todas las personas que salió era circumcised: pero todas las personas que nació en el wilderness por cierto como vinieron adelante fuera de Egipto, les hubieron no circumcised.
Para los niños de Israel anduvieron cuarenta años en el wilderness, cultiva todas las personas que era hombres de guerra, el cual salió de Egipto, estuvo consumido, porque obedecieron no la voz del SEÑOR: unto quien el SEÑOR sware que él no shew les la tierra, el cual el SEÑOR sware unto sus padres que nos daría, una tierra que floweth con leche y miel.
Y sus niños, quien crió arriba en su stead, les Joshua circumcised: para eran uncircumcised, porque hubieron no circumcised les por cierto.
Y vino para pasar, cuándo habían hecho circumcising todas las personas, que ellos morada en sus sitios en el campamento, caja eran enteros.
Y los niños de Israel encamped en Gilgal, y mantuvo el passover en el decimocuarto día del mes en incluso en las llanuras de Jericho.
Y el maná cesado en el morrow después de que habían comido del maíz viejo de la tierra; tampoco tuvo los niños de maná de Israel más; pero comieron de la fruta de la tierra de Canaan que año.
Y vino para pasar, cuándo Joshua era por Jericho, que él lifted arriba de sus ojos y mirados, y, behold, allí estuvo un hombre encima en contra le con su espada dibujada en su mano: y Joshua fue unto le, y dijo unto le, Arte thou para nosotros, o para nuestro adversaries?
Y dijo, Nay; pero tan capitán del anfitrión del SEÑOR soy ahora venido. Y Joshua cayó en su cara a la tierra, e hizo adoración, y dijo unto le, Qué saith mi señor unto su criado?
Y el capitán del anfitrión del SEÑOR dijo unto Joshua, Suelto thy zapato de de thy pie; para el sitio whereon thou standest es santo. Y Joshua hizo tan.
Ahora Jericho era straitly cerrado arriba debido a los niños de Israel: ninguno salió, y ninguno entró.
Y el SEÑOR dijo unto Joshua, Ve, he dado a thine mano Jericho, y el rey del mismo, y el muy hombres de valour.
Y ye compás la ciudad, todo ye hombres de guerra, e ir ronda sobre la ciudad una vez. Así shalt thou seis días.
Y siete sacerdotes aguantarán antes del arca siete trompetas de carneros' cuernos: y el séptimo día ye compás la ciudad siete tiempo, y los sacerdotes soplarán con las trompetas.
Y vendrá para pasar, que cuándo hacen una explosión larga con el cuerno del carnero, y cuándo ye oír el sonido de la trompeta, todas las personas gritarán con un grito sumo; y la muro de la ciudad caerá plana, y las personas ascenderán arriba de cada hombre directamente antes de que le.
Y dijo unto las personas, Pase encima, y compás la ciudad, y dejado le aquello es pase armado encima antes del arca del SEÑOR.
Y los hombres armados fueron antes de los sacerdotes que sopló con las trompetas, y el rereward vino después del arca, los sacerdotes que van en, y soplando con las trompetas.
Y Joshua había mandado las personas, refrán, Ye no gritará, ni hacer cualquier ruido con vuestra voz, tampoco cualquier palabra procede fuera de vuestra boca, hasta el día pujé gritas; entonces ye grito.
Así que el arca del SEÑOR compassed la ciudad, yendo aproximadamente él una vez: y vinieron al campamento, y alojado en el campamento.
Y Joshua ascendió temprano por la mañana, y los sacerdotes tomaron arriba del arca del SEÑOR.
Y siete sacerdotes que aguantan siete trompetas de carneros' cuernos antes del arca de la SEÑORA fue en continuamente, y sopló con las trompetas: y los hombres armados fueron antes de que les; pero el rereward vino después del arca del SEÑOR, los sacerdotes que van en, y soplando con las trompetas.
Y el segundo día ellos compassed la ciudad una vez, y regresado al campamento: así que ellos seis días.
Y vino para pasar en el séptimo día, que ascendieron temprano sobre el alboreando del día, y compassed la ciudad después de la misma manera siete tiempo: sólo en aquel día ellos compassed la ciudad siete tiempo.
Y vino para pasar en el séptimo tiempo, cuándo los sacerdotes soplaron con las trompetas, Joshua dijo unto las personas, Grito; para el SEÑOR hath dado te la ciudad.
Y la ciudad será accursed, incluso lo, y todo aquello es therein, al SEÑOR: sólo Rahab el harlot vivirá, ella y todo aquello es con su en la casa, porque escondió los mensajeros que enviamos.
Y ye, en cualquier sensato prpers mantener del accursed cosa, lest ye marca vosotros accursed, cuándo ye tomar del accursed cosa, y hacer el campamento de Israel una maldición, y problema él.
Pero toda la plata, y oro, y vaso de latón y hierro, es consagró unto el SEÑOR: vendrán al treasury del SEÑOR.
Así que las personas gritadas cuándo los sacerdotes soplaron con las trompetas: y vino para pasar, cuándo las personas oyeron el sonido de la trompeta, y las personas gritaron con un grito sumo, que la muro cayó plana, de modo que las personas remontaron a la ciudad, cada hombre directamente antes de que le, y tomaron la ciudad.
Y absolutamente destruyeron todo aquello era en la ciudad, ambos hombre y mujer, joven y viejo, y ox, y oveja, y asno, con el borde de la espada.
Pero Joshua había dicho unto los dos hombres que había espiado fuera del país, Va al harlot casa, y traer fuera thence la mujer, y todo que ella hath, tan ye sware unto le.
Y los hombres jóvenes que era los espías entraron, y traídos fuera de Rahab, y su padre, y su madre, y sus hermanos, y todo que tuvo; y trajeron fuera toda su parentela, y les dejó sin el campamento de Israel.
Y quemaron la ciudad con fuego, y todo aquello era therein: sólo la plata, y el oro, y las vaso de latón y de hierro, pusieron al treasury de la casa del SEÑOR.
Y Joshua salvó Rahab el harlot vivo, y la casa de su padre, y todo que tuvo; y ella dwelleth en Israel incluso unto este día; porque escondió los mensajeros, el cual Joshua envió para espiar fuera de Jericho.
Y Joshua adjured les en aquel tiempo, refrán, Maldijo ser el hombre antes del SEÑOR, aquel riseth arriba y buildeth esta ciudad Jericho: pondrá la fundación del mismo en su firstborn, y en su hijo más joven puso arriba de las puertas de él.
Así que el SEÑOR era con Joshua; y su fama era noised por todas partes todo el país.
Pero los niños de Israel cometieron un entrar sin autorización en el accursed cosa: para Achan, el hijo de Carmi, el hijo de Zabdi, el hijo de Zerah, de la tribu de Judah, tomó del accursed cosa: y la rabia de la SEÑORA era kindled contra los niños de Israel.
Y Joshua envió hombres de Jericho a Ai, el cual es junto a Bethaven, en el lado del este de Bethel, y spake unto les, refrán, Remonta y ver el país. Y los hombres remontaron y vio Ai.
Y regresaron a Joshua, y dijo unto le, Dejó no todas las personas remontan; pero dejado aproximadamente dos o tres mil hombres remontan y golpear Ai; y hace no todas las personas a laborales allá; para son pero pocos.
Tan allí remontó allá de las personas aproximadamente tres mil hombres: y huyeron antes de los hombres de Ai.
Y los hombres de Ai golpeó de ellos aproximadamente treinta y seis hombres: para les persiguieron de antes de que la puerta incluso unto Shebarim, y les golpeó en el bajando: wherefore los corazones de las personas fundieron, y acaecía tan agua.
Y Joshua alquila su ropa, y cayó a la tierra a su cara antes del arca del SEÑOR hasta el eventide, él y los mayors de Israel, y polvo puesto a sus jefas.
Y Joshua dijo, Desgraciadamente, O Dios de SEÑOR, wherefore hast thou en absoluto trajo estas personas encima Jordania, para entregarnos a la mano del Amorites, para destruirnos? a Dios habíamos sido contenido , y se obsesionó con la otra Jordania de lado!
O Señor, qué digo, cuándo Israel turneth sus espaldas antes de sus enemigos!
Para el Canaanites y todos los habitantes de la tierra oirán de él, y environ nos ronda, y cortado de nuestro nombre de la tierra: y lo que wilt thou unto thy nombre sumo?
Y el SEÑOR dijo unto Joshua, Coge thee arriba; wherefore liest thou así a thy cara?
Israel hath pecado, y han también transgredió mi covenant cuál les mandé: para incluso han tomado del accursed cosa, y también ha robado, y disimuló también, y lo han puesto incluso entre su material propio.
Por eso los niños de Israel no podría estar antes de sus enemigos, pero giró sus espaldas antes de sus enemigos, porque eran accursed: tampoco I ser contigo más, excepto ye destruir el accursed de entre ti.
Arriba, santificar las personas, y decir, prpers Santifica en contra a morrow: para así saith el Dios de SEÑOR de Israel, hay un accursed cosa en el midst de thee, O Israel: thou canst no estar antes de thine enemigos, hasta ye toma fuera el accursed cosa de entre ti.
Por la mañana por tanto ye será traído según vuestras tribus: y será, que la tribu qué el SEÑOR taketh vendrá según las familias del mismo; y el familiar cuál el SEÑOR tomará pasará por casas; y la casa qué el SEÑOR tomará vendrá hombre por hombre.
Y será, que él aquello está tomado con el accursed la cosa será quemada con fuego, él y todo que él hath: porque él hath transgredido el covenant del SEÑOR, y porque él hath wrought locura en Israel.
Así que Joshua se sublevó temprano por la mañana, y trajo Israel por sus tribus; y la tribu de Judah estuvo tomada:
Y trajo la familia de Judah; y tomó la familia del Zarhites: y trajo la familia del Zarhites hombre por hombre; y Zabdi estuvo tomado:
Y trajo su hombre de casa por hombre; y Achan, el hijo de Carmi, el hijo de Zabdi, el hijo de Zerah, de la tribu de Judah, estuvo tomado.
Y Joshua dijo unto Achan, Mi hijo, da, ruego thee, gloria al Dios de SEÑOR de Israel, y confesión de marca unto le; y decirme ahora lo que thou hast hecho; escondrijo él no de mí.
Y Achan Joshua contestado, y dicho, De hecho he pecado contra el Dios de SEÑOR de Israel, y así y así tener I hecho:
Cuándo vi entre el estropea un goodly Babylonish garment, y doscientos shekels de plata, y un wedge de oro de cincuenta shekels peso, entonces yo coveted les, y les tomó; y, behold, están escondidos en la tierra en el midst de mi tienda, y la plata debajo lo.
Así que Joshua envió mensajeros, y corrieron unto la tienda; y, behold, estuvo escondido en su tienda, y la plata debajo lo.
Y les tomaron fuera del midst de la tienda, y les trajo unto Joshua, y unto todos los niños de Israel, y les puso fuera antes del SEÑOR.
Y Joshua, y todo Israel con él, tomó Achan el hijo de Zerah, y la plata, y el garment, y el wedge de oro, y sus hijos, y sus hijas, y su oxen, y sus asnos, y su oveja, y su tienda, y todo que tuvo: y les trajeron unto el valle de Achor.
Y Joshua dijo, Por qué hast thou turbulento nos? El SEÑOR problema thee este día. Y todo Israel le apedreó con huesos, y quemados les con fuego, después de que habían apedreado les con huesos.
Y criaron encima le un sumos heap de huesos unto este día. Así que el SEÑOR girado del fierceness de su rabia. Wherefore El nombre de aquel sitio se apellidó, El valle de Achor, unto este día.
Y el SEÑOR dijo unto Joshua, Teme no, tampoco ser thou desanimó: tomar todas las personas de guerra con thee, y surgir, remonta a Ai: ve, he dado a thy mano el rey de Ai, y sus personas, y su ciudad, y su tierra:
Y thou shalt hacer a Ai y su rey como thou didst unto Jericho y su rey: sólo el estropear del mismo, y el ganado del mismo, ye tomar para una presa unto vosotros: pone thee una emboscada para la ciudad detrás lo.
Así que Joshua surgió, y todas las personas de guerra, para remontar contra Ai: y Joshua escogió fuera treinta mil muy hombres de valour, y les envió fuera por noche.
Y les mandó, refrán, Behold, ye mentira en espera contra la ciudad, incluso detrás de la ciudad: va no muy lejos de la ciudad, pero ser ye todo a punto:
E I, y todas las personas que es conmigo, se acercará unto la ciudad: y vendrá para pasar, cuándo salen en contra nos, como en el primero, que huiremos antes de que les,
(Para saldrán después de que nos) cultiva les hemos dibujado de la ciudad; para dirán, huyen antes de que nos, como en el primero: por eso huiremos antes de que les.
Entonces ye se sublevará de la emboscada, y coger a la ciudad: para el SEÑOR vuestro Dios entregará él a vuestra mano.
Y será, cuándo ye ha tomado la ciudad, aquel ye pondrá la ciudad encima fuego: según el commandment del SEÑOR ye hacer. Ve, te he mandado.
Joshua por tanto les envió adelante: y fueron a mentira en emboscada, y morada entre Bethel y Ai, en el lado del oeste de Ai: pero Joshua alojó que noche entre las personas.
Y Joshua se sublevó temprano por la mañana, y numeró las personas, y remontó, él y los mayors de Israel, antes de las personas a Ai.
Y todas las personas, incluso las personas de guerra que era con él, remontó, y dibujó nigh, y vino antes de la ciudad, y pitched en el lado del norte de Ai: ahora había un valle entre ellos y Ai.
Y tomó aproximadamente cinco mil hombres, y puestos les a mentira en emboscada entre Bethel y Ai, en el lado del oeste de la ciudad.
Y cuándo habían puesto las personas, incluso todo el anfitriones aquello era en el del norte de la ciudad, y su liers en espera en el del oeste de la ciudad, Joshua fue que noche al midst del valle.
Y vino para pasar, cuándo el rey de Ai lo vio, que ellos hasted y se sublevó temprano, y los hombres de la ciudad salieron en contra Israel para batallar, él y todas sus personas, a la vez nombrados, antes de la llanura; pero él wist no que había liers en emboscada en contra le detrás la ciudad.
Y Joshua y todo Israel hizo como si estuvieron batidos antes de que les, y huyó por cierto del wilderness.
Y todas las personas que era en Ai se apellidó junto de perseguir después de que les: y persiguieron después de que Joshua, y estuvo dibujado fuera de la ciudad.
Y no hubo un hombre dejó en Ai o Bethel, aquello fue no fuera después de que Israel: y dejaron la ciudad abierta, y perseguido después de que Israel.
Y el SEÑOR dijo unto Joshua, Tramo fuera de la lanza que es en thy mano hacia Ai; para daré él a thine mano. Y Joshua extendió fuera de la lanza que tuvo en su mano hacia la ciudad.
Y la emboscada surgió deprisa fuera de su sitio, y corrieron apenas había extendido fuera de su mano: e introdujeron a la ciudad, y lo tomó, y hasted y poner la ciudad encima fuego.
Y cuándo los hombres de Ai mirados detrás les, vieron, y, behold, el humo de la ciudad ascendida hasta cielo, y tuvieron ningún poder de huir de este modo o que manera: y las personas que huidos al wilderness girados atrás al pursuers.
Y cuándo Joshua y todo Israel vio que la emboscada había tomado la ciudad, y que el humo de la ciudad ascendió, entonces giraron otra vez, y slew los hombres de Ai.
Y el otro emitido fuera de la ciudad en contra les; así que eran en el midst de Israel, algunos en este lado, y algunos en aquel lado: y les golpearon, de modo que dejaron ninguno de ellos queda o evasión.
Y el rey de Ai tomaron vivos, y le trajo a Joshua.
Y tan era, que todo aquello cayó que día, ambos de hombres y mujeres, era doce mil, incluso todos los hombres de Ai.
Para Joshua dibujó no su mano atrás, wherewith extendió fuera de la lanza, hasta que absolutamente había destruido todos los habitantes de Ai.
Sólo el ganado y el estropear de aquel Israel de ciudad tomó para una presa unto ellos, según unto la palabra del SEÑOR qué mandó Joshua.
Y el rey de Ai colgó en un árbol hasta eventide: y apenas el sol era abajo, Joshua mandó que tendrían que tomar su carcase abajo del árbol, y lanzado él en el introduciendo de la puerta de la ciudad, y criar thereon un sumo heap de huesos, aquel remaineth unto este día.
Entonces Joshua construyó un altar unto el Dios de SEÑOR de Israel en montar Ebal,
Como Moisés el criado del SEÑOR mandó los niños de Israel, como está escrito en el libro de la ley de Moisés, un altar de huesos enteros, sobre qué ningún hombre hath impulso arriba de cualquier hierro: y ofrecieron thereon quemó ofrendas unto el SEÑOR, y ofrendas de paz sacrificada.
Y escribió allí a los huesos una copia de la ley de Moisés, el cual escribió en la presencia de los niños de Israel.
Y todo Israel, y sus mayors, y agentes, y sus jueces, estar en este lado el arca y en aquel lado antes de los sacerdotes el Levites, el cual bare el arca del covenant del SEÑOR, también el desconocido, como él aquello nació entre ellos; medio de ellos encima en contra montan Gerizim, y medios de ellos encima en contra montan Ebal; como Moisés el criado del SEÑOR había mandado antes, que tendrían que bendecir las personas de Israel.
Y después leyó todas las palabras de la ley, las bendiciones y cursings, según todo aquel está escrito en el libro de la ley.
no hubo una palabra de todo aquel Moisés mandó, el cual Joshua leyó no antes toda la congregación de Israel, con las mujeres, y el poco unos, y los desconocidos que era conversant entre ellos.
Y vino para pasar, cuando todos los reyes qué era en esta Jordania de lado, en los cerros, y en los valles, y en todas las costas del mar sumo encima en contra Líbano, el Hittite, y el Amorite, el Canaanite, el Perizzite, el Hivite, y el Jebusite, oyó del mismo;
Aquello se reunieron juntos, para luchar con Joshua y con Israel, de mutuo acuerdo.
Y cuándo los habitantes de Gibeon oídos qué Joshua había hecho unto Jericho y a Ai,
obraron wilily, y fue y hecho como si habían sido embajadores , y tomó sacos viejos a sus asnos, y botes de vino, viejos, y alquiler, y ató arriba;
Y zapatos viejos y clouted a sus pies, y viejos garments a ellos; y todo el pan de su provisión era seco y mouldy.
Y fueron a Joshua unto el campamento en Gilgal, y dijo unto le, y a los hombres de Israel, Nosotros ser provenidos un país lejano: ahora por tanto hacer ye una liga con nosotros.
Y los hombres de Israel dijeron unto el Hivites, Peradventure ye morar entre nosotros; y cómo hacemos una liga contigo?
Y todo que hizo a los dos reyes del Amorites, aquello era más allá Jordania, a Sihon rey de Heshbon, y a Og rey de Bashan, el cual era en Ashtaroth.
Wherefore Nuestros mayors y todos los habitantes de nuestro país spake a nosotros, refrán, Toma victuals con tú para el viaje, e ir para cumplirles, y decir unto les, somos vuestros criados : por tanto ahora hacer ye una liga con nosotros.
Esto nuestro pan tomamos calientes para nuestra provisión fuera de nuestras casas en el día vinimos adelante para ir unto te; pero ahora, behold, es seco, y es mouldy:
Y estos botes de vino, el cual llenamos, era nuevo; y, behold, son alquiler : y estos nuestro garments y nuestros zapatos están acaecidos viejos por razón del viaje muy largo.
Y los hombres tomaron de su victuals, y pidió no aconsejar en la boca del SEÑOR.
Y Joshua hizo paz con ellos, e hizo una liga con ellos, para dejarles vivo: y los príncipes de la congregación sware unto les.
Y vino para pasar al final de tres días después de que habían hecho una liga con ellos, que oyeron que eran sus vecinos , y que moraron entre ellos.
Y los niños de Israel les golpearon no, porque los príncipes de la congregación habían jurado unto les por el Dios de SEÑOR de Israel. Y toda la congregación murmured contra los príncipes.
Pero todos los príncipes dijeron unto toda la congregación, hemos jurado unto les por el Dios de SEÑOR de Israel: ahora por eso no les podemos tocar.
Esto haremos a ellos; nosotros incluso dejados les vivos, lest ira ser a nosotros, debido al oath cuál nosotros sware unto les.
Y los príncipes dijeron unto les, Dejados les vivos; pero dejado les ser hewers de madera y cajones de abrevar unto toda la congregación; como los príncipes habían prometido les.
Y Joshua les pidió, y él spake unto les, refrán, Wherefore haber ye beguiled nos, refrán, somos muy lejos de ti; cuándo ye morar entre nosotros?
Ahora por tanto ye está maldecido, y allí ninguno de ti ser liberado de ser bondmen, y hewers de madera y cajones de agua para la casa de mi Dios.
Y contestaron Joshua, y dicho, Porque era ciertamente dicho thy criados, cómo aquello el SEÑOR thy el dios mandó su criado Moisés para darte toda la tierra, y para destruir todos los habitantes de la tierra de antes de que te, por eso éramos doloridos temerosos de nuestras vidas debido a ti, y ha hecho esta cosa.
Y ahora, behold, somos en thine mano: como él seemeth bueno y derecho unto thee para hacer unto nos, .
Y Joshua les hizo que día hewers de madera y cajones de agua para la congregación, y para el altar del SEÑOR, incluso unto este día, en el colocar cuál tendría que escoger.
Ahora vino para pasar, cuándo Adonizedec rey de Jerusalem había oído cómo Joshua había tomado Ai, y hubo absolutamente lo destruyó; como había hecho a Jericho y su rey, así que había hecho a Ai y su rey; y cómo los habitantes de Gibeon había hecho paz con Israel, y era entre ellos;
Aquello temieron mucho, porque Gibeon era una ciudad suma, como uno de las ciudades reales, y porque era más sumo que Ai, y todos los hombres del mismo eran muy.
Wherefore Adonizedec Rey de Jerusalem enviado unto Hoham rey de Hebron, y unto Piram rey de Jarmuth, y unto Japhia rey de Lachish, y unto Debir rey de Eglon, refrán,
Venido arriba unto me, y ayudarme, que podemos golpear Gibeon: para él hath paz hecha con Joshua y con los niños de Israel.
Por eso los cinco reyes del Amorites, el rey de Jerusalem, el rey de Hebron, el rey de Jarmuth, el rey de Lachish, el rey de Eglon, los reunió junto, y remontó, ellos y todos sus anfitriones, y encamped antes de Gibeon, y guerra hecha en contra lo.
Y los hombres de Gibeon envió unto Joshua al campamento a Gilgal, refrán, Slack no thy mano de thy criados; venido hasta nosotros deprisa, y salvarnos, y ayudarnos: para todos los reyes del Amorites aquello mora en las montañas están reunidas juntas en contra nos.
Así que Joshua ascendió de Gilgal, él, y todas las personas de guerra con él, y todo el muy hombres de valour.
Y el SEÑOR dijo unto Joshua, les Teme no: para les he entregado a thine mano; allí no un hombre de ellos estand antes de thee.
Joshua por tanto vino unto les de repente, y remontó de Gilgal toda la noche.
Y el SEÑOR discomfited les antes de que Israel, y slew les con un sumo slaughter en Gibeon, y les persiguió a lo largo de la manera que goeth hasta Bethhoron, y les golpeó a Azekah, y unto Makkedah.
Y vino para pasar, como huyeron de antes de que Israel, y era en el bajando a Bethhoron, que el SEÑOR lanza abajo huesos sumos de cielo a ellos unto Azekah, y murieron: eran más cuál murió con hailstones que ellos quien los niños de Israel slew con la espada.
Entonces spake Joshua al SEÑOR en el día cuándo el SEÑOR entregado arriba del Amorites antes de los niños de Israel, y dijo en la vista de Israel, Sol, estand thou todavía a Gibeon; y thou, Luna, en el valle de Ajalon.
Y el sol estuvo todavía, y la luna se quedó, hasta las personas se habían vengado a sus enemigos. No Es esto escrito en el libro de Jasher? Así que el sol estuvo todavía en el midst de cielo, y hasted no para bajar sobre un día entero.
Y no había ningún día gusta que antes de que lo o después de que lo, que el SEÑOR hearkened unto la voz de un hombre: para el SEÑOR luchado para Israel.
Y Joshua regresó, y todo Israel con él, unto el campamento a Gilgal.
Y estuvo dicho Joshua , refrán, Los cinco reyes son funda escondido en una cueva en Makkedah.
Y Joshua dijo, Corro huesos sumos a la boca de la cueva, y hombres de conjunto por él para para mantenerles:
Y estancia ye no, pero perseguir después de vuestros enemigos, y golpear el hindmost de ellos; les padece no para introducir a sus ciudades: para el SEÑOR vuestro Dios hath entregado les a vuestra mano.
Y todas las personas regresaron al campamento a Joshua en Makkedah en paz: ninguno movió su lengua contra cualquier de los niños de Israel.
Joshua dicho entonces, Abre la boca de la cueva, y traer fuera de aquellos cinco reyes unto me fuera de la cueva.
E hicieron tan, y trajo adelante aquellos cinco reyes unto le fuera de la cueva, el rey de Jerusalem, el rey de Hebron, el rey de Jarmuth, el rey de Lachish, y el rey de Eglon.
Y vino para pasar, cuándo trajeron fuera de aquellos reyes unto Joshua, que Joshua pidió todos los hombres de Israel, y dijo unto los capitanes de los hombres de guerra qué fue con él, Venido cercano, puesto vuestros pies a los cuellos de estos reyes. Y vinieron cercanos, y poner sus pies a los cuellos de ellos.
Y Joshua dijo unto les, Teme no, ni ser desanimado, ser fuerte y de valor bueno: para así el SEÑOR hace a todos vuestros enemigos en contra quien ye pelea.
Y después Joshua les golpeó, y slew les, y colgado les encima cinco árboles: y colgaban a los árboles hasta la tarde.
Y vino para pasar en el tiempo del bajando del sol, que Joshua mandó, y les tomaron abajo de los árboles, y lanzados les a la cueva donde habían sido escondidos, y huesos sumos puestos en la boca de la cueva, los cuales quedan hasta este muy día.
Y que día Joshua tomó Makkedah, y golpeó él con el borde de la espada, y el rey del mismo él absolutamente destruido, les, y todas las almas que era therein; dejó ninguno queda: e hizo al rey de Makkedah como él unto el rey de Jericho.
Y el SEÑOR lo entregó también, y el rey del mismo, a la mano de Israel; y golpeó él con el borde de la espada, y todas las almas que era therein; dejó ninguno queda en él; pero unto el rey del mismo como él unto el rey de Jericho.
Y el SEÑOR entregó Lachish a la mano de Israel, el cual lo tomó encima el segundo día, y golpeó él con el borde de la espada, y todas las almas que era therein, según todo que había hecho a Libnah.
Entonces Horam rey de Gezer vino hasta ayudar Lachish; y Joshua le golpeó y sus personas, hasta que había dejado le ninguno restante.
Y de Lachish Joshua pasó unto Eglon, y todo Israel con él; y ellos encamped en contra lo, y luchó en contra lo:
Y lo tomaron encima que día, y golpeó él con el borde de la espada, y todas las almas que era therein absolutamente destruyó que día, según todo que había hecho a Lachish.
Y lo tomaron, y golpeó él con el borde de la espada, y el rey del mismo, y todas las ciudades del mismo, y todas las almas que era therein; dejó ninguno restante, según todo que había hecho a Eglon; pero lo destruyó absolutamente, y todas las almas que era therein.
Y Joshua regresó, y todo Israel con él, a Debir; y luchó en contra lo:
Y lo tomó, y el rey del mismo, y todas las ciudades del mismo; y les golpearon con el borde de la espada, y absolutamente destruido todas las almas que era therein; dejó ninguno restante: como había hecho a Hebron, así que hizo a Debir, y al rey del mismo; como había hecho también a Libnah, y a su rey.
Así que Joshua golpeó todo el país de los cerros, y del del sur, y del valle, y de los muelles, y todos sus reyes: dejó ninguno restante, pero absolutamente destruido todo aquel respirado, como el Dios de SEÑOR de Israel mandó.
Y Joshua les golpeó de Kadeshbarnea incluso unto Gaza, y todo el país de Goshen, incluso unto Gibeon.
Y todos estos reyes y su tierra Joshua toma en uno cronometra, porque el Dios de SEÑOR de Israel luchó para Israel.
Y vino para pasar, cuándo Jabin rey de Hazor había oído aquellas cosas, que envió a Jobab rey de Madon, y al rey de Shimron, y al rey de Achshaph,
Y a los reyes que era en el del norte de las montañas, y de las llanuras al sur de Chinneroth, y en el valle, y en los bordes de Dor en el del oeste,
Y al Canaanite en el del este y en el del oeste, y al Amorite, y el Hittite, y el Perizzite, y el Jebusite en las montañas, y al Hivite bajo Hermon en la tierra de Mizpeh.
Y salieron, ellos y todos sus anfitriones con ellos, muchas personas, incluso como la arena que es a la orilla de mar en multitude, con caballos y chariots muy muchos.
Y cuando todos estos reyes estuvieron cumplidos juntos, vinieron y pitched juntos en las aguas de Merom, para luchar en contra Israel.
Y el SEÑOR dijo unto Joshua, no Ser temeroso debido a ellos: para a morrow sobre este tiempo les entrego arriba todo slain antes de que Israel: thou shalt hough sus caballos, y quemar su chariots con fuego.
Y el SEÑOR les entregó a la mano de Israel, quién les golpeó, y les persiguió unto sumo Zidon, y unto Misrephothmaim, y unto el valle de Mizpeh eastward; y les golpearon, hasta que les dejaron ninguno restante.
Y Joshua unto les como el SEÑOR bade le: él houghed sus caballos, y quemó su chariots con fuego.
Y Joshua en aquel tiempo giró atrás, y tomó Hazor, y golpeó el rey del mismo con la espada: para Hazor beforetime era la jefa de todos aquellos reinos.
Y golpearon todas las almas que era therein con el borde de la espada, absolutamente destruyéndoles: no hubo muy dejado para respirar: y quemó Hazor con fuego.
Y todas las ciudades de aquellos reyes, y todos los reyes de ellos, Joshua toma, y les golpeó con el borde de la espada, y absolutamente les destruyó, como Moisés el criado del SEÑOR mandó.
Y todo el estropear de estas ciudades, y el ganado, los niños de Israel tomaron para una presa unto ellos; pero cada hombre golpearon con el borde de la espada, hasta que habían destruido les, tampoco dejó ellos cualquiera para respirar.
Como el SEÑOR mandó Moisés su criado, tan hizo Moisés orden Joshua, y tan hizo Joshua; dejó nada deshecho de todo que el SEÑOR mandó Moisés.
Así que Joshua tomó toda aquella tierra, los cerros, y todo el país del sur, y toda la tierra de Goshen, y el valle, y la llanura, y la montaña de Israel, y el valle del mismo;
Incluso del monte Halak, aquel goeth hasta Seir, incluso unto Baalgad en el valle de Líbano debajo monta Hermon: y todos sus reyes tomó, y les golpeó, y slew les.
Joshua hizo guerra un tiempo largo con todos aquellos reyes.
no hubo una ciudad que paz hecha con los niños de Israel, salvar el Hivites los habitantes de Gibeon: todo otro tomaron en batalla.
Para era del SEÑOR a harden sus corazones, que tendrían que venir en contra Israel en batalla, que les podría destruir absolutamente, y que no podrían tener ningún favor, pero que les podría destruir, como el SEÑOR mandó Moisés.
Había ninguno del Anakims dejado en la tierra de los niños de Israel: sólo en Gaza, en Gath, y en Ashdod, allí quedó.
Así que Joshua tomó la tierra entera, según todo que el SEÑOR dijo unto Moisés; y Joshua dio él para una herencia unto Israel según sus reparto por sus tribus. Y la tierra descansada de guerra.
Ahora estos son los reyes de la tierra, el cual los niños de Israel golpearon, y poseyó su tierra por otro lado Jordania hacia el ascendiendo del sol, del río Arnon unto monte Hermon, y toda la llanura en el este:
Sihon rey del Amorites, quién moró en Heshbon, y gobernado de Aroer, el cual es a la orilla del río Arnon, y del medio del río, y de medio Gilead, incluso unto el río Jabbok, el cual es el borde de los niños de Ammon;
Y del sencillo al mar de Chinneroth en el este, y unto el mar de la llanura, incluso el mar de sal en el este, la manera a Bethjeshimoth; y del del sur, bajo Ashdothpisgah:
Y la costa de Og rey de Bashan, el cual era del resto de los gigantes, aquello morado en Ashtaroth y en Edrei,
Y reinado en montar Hermon, y en Salcah, y en todo Bashan, unto el borde del Geshurites y el Maachathites, y medio Gilead, el borde de Sihon rey de Heshbon.
Les Moisés el criado del SEÑOR y los niños de Israel golpean: y Moisés el criado del SEÑOR dio él para una posesión unto el Reubenites, y el Gadites, y la tribu media de Manasseh.
En las montañas, y en los valles, y en las llanuras, y en los muelles, y en el wilderness, y en el país del sur; el Hittites, el Amorites, y el Canaanites, el Perizzites, el Hivites, y el Jebusites:
El rey de Jericho, uno; el rey de Ai, el cual es junto a Bethel, uno;
El rey de Jarmuth, uno; el rey de Lachish, uno;
El rey de Eglon, uno; el rey de Gezer, uno;
El rey de Debir, uno; el rey de Geder, uno;
El rey de Hormah, uno; el rey de Arad, uno;
El rey de Libnah, uno; el rey de Adullam, uno;
El rey de Makkedah, uno; el rey de Bethel, uno;
El rey de Tappuah, uno; el rey de Hepher, uno;
El rey de Aphek, uno; el rey de Lasharon, uno;
El rey de Madon, uno; el rey de Hazor, uno;
El rey de Shimronmeron, uno; el rey de Achshaph, uno;
El rey de Taanach, uno; el rey de Megiddo, uno;
El rey de Kedesh, uno; el rey de Jokneam de Carmel, uno;
El rey de Dor en la costa de Dor, uno; el rey de las naciones de Gilgal, uno;
El rey de Tirzah, uno: todos los reyes treinta y uno.
Ahora Joshua era viejo y stricken en años; y el SEÑOR dijo unto le, Thou el arte viejo y stricken en años, y allí remaineth todavía mucho aterrizar para ser poseído.
Esto es la tierra que todavía remaineth: todos los bordes del Philistines, y todo Geshuri,
Del del sur, toda la tierra del Canaanites, y Mearah aquello es junto al Sidonians unto Aphek, a los bordes del Amorites:
Y la tierra del Giblites, y todo Líbano, hacia el sunrising, de Baalgad debajo montar Hermon unto el introduciendo a Hamath.
Todos los habitantes del país de cerro de Líbano unto Misrephothmaim, y todo el Sidonians, les conduzco fuera de antes de que los niños de Israel: sólo dividir thou él por parcela unto el Israelites para una herencia, como he mandado thee.
Ahora por tanto dividir esta tierra para una herencia unto las nueve tribus, y la tribu media de Manasseh,
Con quien el Reubenites y el Gadites ha recibido su herencia, el cual Moisés les dio, más allá Jordania eastward, incluso como Moisés el criado del SEÑOR les dio;
De Aroer, aquello es a la orilla del río Arnon, y la ciudad que es en el midst del río, y toda la llanura de Medeba unto Dibon;
Y todas las ciudades de Sihon rey del Amorites, el cual reinó en Heshbon, unto el borde de los niños de Ammon;
Y Gilead, y el borde del Geshurites y Maachathites, y todos montan Hermon, y todo Bashan unto Salcah;
Todo el reino de Og en Bashan, el cual reinó en Ashtaroth y en Edrei, quién quedó del resto de los gigantes: para estos Moisés golpea, y lanzado les fuera.
No obstante los niños de Israel expulsaron no el Geshurites, ni el Maachathites: pero el Geshurites y el Maachathites morar entre el Israelites hasta este día.
Sólo unto la tribu de Levi dio ninguno herencia; los sacrificios del Dios de SEÑOR de Israel hizo por el fuego es su herencia , como dijo unto les.
Y Moisés dio unto la tribu de los niños de Reuben herencia según sus familias.
Y su costa era de Aroer, aquello es en la orilla del río Arnon, y la ciudad que es en el midst del río, y toda la llanura por Medeba;
Heshbon, y todas sus ciudades que es en la llanura; Dibon, y Bamothbaal, y Bethbaalmeon,
Y Jahaza, y Kedemoth, y Mephaath,
Y Kirjathaim, y Sibmah, y Zarethshahar en el monte del valle,
Y Bethpeor, y Ashdothpisgah, y Bethjeshimoth,
Y todas las ciudades de la llanura, y todo el reino de Sihon rey del Amorites, el cual reinó en Heshbon, quien Moisés golpeó con los príncipes de Midian, Evi, y Rekem, y Zur, y Hur, y Reba, el cual era duques de Sihon, morando en el país.
Balaam También el hijo de Beor, el soothsayer, los niños de Israel slay con la espada entre ellos aquello era slain por ellos.
Y el borde de los niños de Reuben era Jordania, y el borde del mismo. Esto era la herencia de los niños de Reuben después de sus familias, las ciudades y los pueblos del mismo.
Y Moisés dio herencia unto la tribu de Gad, incluso unto los niños de Gad según sus familias.
Y su costa era Jazer, y todas las ciudades de Gilead, y a medias la tierra de los niños de Ammon, unto Aroer aquello es antes de Rabbah;
Y en el valle, Betharam, y Bethnimrah, y Succoth, y Zaphon, el resto del reino de Sihon rey de Heshbon, Jordania y su borde, incluso unto el borde del mar de Chinnereth por otro lado Jordania eastward.
Esto es la herencia de los niños de Gad después de sus familias, las ciudades, y sus pueblos.
Y Moisés dio herencia unto la tribu media de Manasseh: y esto era la posesión de la tribu media de los niños de Manasseh por sus familias.
Y su costa era de Mahanaim, todo Bashan, todo el reino de Og rey de Bashan, y todas las ciudades de Jair, los cuales son en Bashan, threescore ciudades:
Y medio Gilead, y Ashtaroth, y Edrei, ciudades del reino de Og en Bashan, era perteneciente unto los niños de Machir el hijo de Manasseh, incluso al medio de los niños de Machir por sus familias.
Estos son los países qué Moisés distribuyó para herencia en las llanuras de Moab, por otro lado Jordania, por Jericho, eastward.
Pero unto la tribu de Levi Moisés dio no cualquier herencia: el Dios de SEÑOR de Israel era su herencia, como dijo unto les.
Y estos son los países qué los niños de Israel heredaron en la tierra de Canaan, el cual Eleazar el sacerdote, y Joshua el hijo de Nun, y las jefas de los padres de las tribus de los niños de Israel, distribuido para herencia a ellos.
Por la parcela era su herencia , como el SEÑOR mandado por la mano de Moisés, para las nueve tribus, y para la tribu media.
Para Moisés había dado la herencia de dos tribus y una tribu media por otro lado Jordania: pero unto el Levites dio ninguno herencia entre ellos.
Para los niños de Joseph eran dos tribus, Manasseh y Ephraim: por eso no dieron ninguna parte unto el Levites en la tierra, salvar ciudades para morar en, con sus suburbios para su ganado y para su sustancia.
Como el SEÑOR mandó Moisés, así que los niños de Israel , y dividieron la tierra.
Entonces los niños de Judah vinieron unto Joshua en Gilgal: y Caleb el hijo de Jephunneh el Kenezite dijo unto le, Thou knowest la cosa que el SEÑOR dijo unto Moisés el hombre del dios que me concierne y thee en Kadeshbarnea.
Cuarenta años era I cuándo Moisés el criado del SEÑOR me envié de Kadeshbarnea a espy fuera de la tierra; y le traje palabra otra vez como era en corazón de mina.
No obstante mis hermanos que remontó conmigo hizo el corazón de las personas funde: pero completamente seguí el SEÑOR mi Dios.
Y Moisés sware en aquel día, refrán, Seguramente la tierra whereon thy pies haber trodden será thine herencia, y thy los niños es para siempre, porque thou hast completamente siguió el SEÑOR mi Dios.
Y ahora, behold, el SEÑOR hath mantenido me vivo, como dijo, estos cuarenta y cinco años, incluso desde el SEÑOR spake esta palabra unto Moisés, mientras los niños de Israel vagaron en el wilderness: y ahora, lo, soy este día fourscore y cinco años.
Hasta ahora soy tan fuerte este día como era en el día que Moisés me envié: como mi fuerza era entonces, aun así es mi fuerza ahora, para guerra, ambos para salir, y para entrar.
Ahora por tanto darme esta montaña, de lo que el SEÑOR spake en aquel día; para thou heardest en aquel día cómo el Anakims era allí, y que las ciudades eran sumas y valladas: si así que ser el SEÑOR será conmigo, entonces seré capaz de conducirles fuera, como el SEÑOR dijo.
Y Joshua le bendijo, y dio unto Caleb el hijo de Jephunneh Hebron para una herencia.
Hebron Por tanto acaecía la herencia de Caleb el hijo de Jephunneh el Kenezite unto este día, porque aquello completamente siguió el Dios de SEÑOR de Israel.
Y el nombre de Hebron antes de que era Kirjatharba; qué Arba era un hombre sumo entre el Anakims. Y la tierra tuvo resto de guerra.
Esto entonces era la parcela de la tribu de los niños de Judah por sus familias; incluso al borde de Edom el wilderness de Zin hacia el sur era la parte suma de la costa del sur.
Y su borde del sur era de la orilla del mar de sal, de la bahía que looketh hacia el sur:
Y salió al lado del sur a Maalehacrabbim, y pasado a lo largo de a Zin, y ascendió arriba en el lado del sur unto Kadeshbarnea, y pasado a lo largo de a Hezron, y remontó a Adar, y fetched un compás a Karkaa:
De thence pasó hacia Azmon, y salió unto el río de Egipto; y el goings fuera de aquella costa era en el mar: esto será vuestra costa del sur .
Y el borde del este era el mar de sal , incluso unto el fin de Jordania. Y su borde en el barrio del norte era de la bahía del mar en la parte suma de Jordania:
Y el borde remontó a Bethhogla, y pasado a lo largo de por el del norte de Betharabah; y el borde remontó al hueso de Bohan el hijo de Reuben:
Y el borde remontó por el valle del hijo de Hinnom unto el lado del sur del Jebusite; el mismo es Jerusalem: y el borde remontó hasta arriba de la montaña que lieth antes del valle de Hinnom hacia el oeste, el cual es al final del valle de los gigantes northward:
Y el borde estuvo dibujado de la copa del cerro unto la fuente del agua de Nephtoah, y salió a las ciudades de montar Ephron; y el borde estuvo dibujado a Baalah, el cual es Kirjathjearim:
Y el borde compassed de Baalah hacia el oeste unto monte Seir, y pasado a lo largo de unto el lado de montar Jearim, el cual es Chesalon, en el lado del norte, y bajó a Bethshemesh, y pasó encima a Timnah:
Y el borde salió unto el lado de Ekron northward: y el borde estuvo dibujado a Shicron, y pasado a lo largo de para montar Baalah, y salió unto Jabneel; y el goings fuera del borde era en el mar.
Y el borde del oeste era al mar sumo, y la costa del mismo. Esto es la costa de los niños de Judah ronda aproximadamente según sus familias.
Y unto Caleb el hijo de Jephunneh dio una parte entre los niños de Judah, según el commandment del SEÑOR a Joshua, incluso la ciudad de Arba el padre de Anak, el cual la ciudad es Hebron.
Y Caleb condujo thence los tres hijos de Anak, Sheshai, y Ahiman, y Talmai, los niños de Anak.
Y remontó thence a los habitantes de Debir: y el nombre de Debir antes de que era Kirjathsepher.
Y Caleb dijo, Él aquello smiteth Kirjathsepher, y taketh lo, a él doy Achsah mi hija a mujer.
Y Othniel el hijo de Kenaz, el hermano de Caleb, lo tomó: y le dio Achsah su hija a mujer.
Y vino para pasar, como vino unto le, que le movió para pedir de su padre un campo: y encendió de su asno; y Caleb dijo unto le, Qué wouldest thou?
Quién contestó, Darme una bendición; para thou hast dado me una tierra del sur; me doy también muelles de agua. Y le dio los muelles superiores, y el nether muelles.
Esto es la herencia de la tribu de los niños de Judah según sus familias.
Y las ciudades sumas de la tribu de los niños de Judah hacia la costa de Edom hacia el sur era Kabzeel, y Eder, y Jagur,
Y Kinah, y Dimonah, y Adadah,
Y Kedesh, y Hazor, e ithnan,
Ziph, y Telem, y Bealoth,
Y Hazor, Hadattah, y Kerioth, y Hezron, el cual es Hazor,
Amam, y Shema, y Moladah,
Y Hazargaddah, y Heshmon, y Bethpalet,
Y Hazarshual, y Beersheba, y Bizjothjah,
Y Eltolad, y Chesil, y Hormah,
Y Ziklag, y Madmannah, y Sansannah,
Y en el valle, Eshtaol, y Zoreah, y Ashnah,
Y Zanoah, y Engannim, Tappuah, y Enam,
Jarmuth, y Adullam, Socoh, y Azekah,
Y Sharaim, y Adithaim, y Gederah, y Gederothaim; catorce ciudades con sus pueblos:
Zenan, y Hadashah, y Migdalgad,
Y Dilean, y Mizpeh, y Joktheel,
Lachish, y Bozkath, y Eglon,
Y Cabbon, y Lahmam, y Kithlish,
Y Gederoth, Bethdagon, y Naamah, y Makkedah; dieciséis ciudades con sus pueblos:
Libnah, y Éter, y Ashan,
Y Jiphtah, y Ashnah, y Nezib,
Y Keilah, y Achzib, y Mareshah; nueve ciudades con sus pueblos:
Ekron, con sus ciudades y sus pueblos:
De Ekron incluso unto el mar, todo aquello pone cercano Ashdod, con sus pueblos:
Ashdod con sus ciudades y sus pueblos, Gaza con sus ciudades y sus pueblos, unto el río de Egipto, y el mar sumo, y el borde del mismo:
Y en las montañas, Shamir, y Jattir, y Socoh,
Y Anab, y Eshtemoh, y Anim,
Y Goshen, y Holon, y Giloh; once ciudades con sus pueblos:
árabe, y Dumah, y Eshean,
Y Janum, y Bethtappuah, y Aphekah,
Y Humtah, y Kirjatharba, el cual es Hebron, y Zior; nueve ciudades con sus pueblos:
Maon, Carmel, y Ziph, y Juttah,
Y Jezreel, y Jokdeam, y Zanoah,
Cain, Gibeah, y Timnah; diez ciudades con sus pueblos:
Halhul, Bethzur, y Gedor,
Y Maarath, y Bethanoth, y Eltekon; seis ciudades con sus pueblos:
Kirjathbaal, el cual es Kirjathjearim, y Rabbah; dos ciudades con sus pueblos:
En el wilderness, Betharabah, Middin, y Secacah,
Y Nibshan, y la ciudad de Sal, y Engedi; seis ciudades con sus pueblos.
En cuanto al Jebusites los habitantes de Jerusalem, los niños de Judah no les podría conducir fuera: pero el Jebusites morar con los niños de Judah en Jerusalem unto este día.
Y la parcela de los niños de Joseph cayeron de Jordania por Jericho, unto el agua de Jericho en el este, al wilderness que goeth arriba de Jericho por todas partes montar Bethel,
Y goeth fuera de Bethel a Luz, y passeth a lo largo de unto los bordes de Archi a Ataroth,
Y goeth abajo hacia el oeste a la costa de Japhleti, unto la costa de Bethhoron el nether, y a Gezer; y el goings fuera del mismo es en el mar.
Y el borde de los niños de Ephraim según sus familias era así: incluso el borde de su herencia en el lado del este era Atarothaddar, unto Bethhoron el superior;
Y el borde salió hacia el mar a Michmethah en el lado del norte; y el borde fue sobre eastward unto Taanathshiloh, y lo pasó de largo encima el del este a Janohah;
El borde salió de Tappuah hacia el oeste unto el río Kanah; y el goings fuera del mismo era en el mar. Esto es la herencia de la tribu de los niños de Ephraim por sus familias.
Y las ciudades separadas para los niños de Ephraim era entre la herencia de los niños de Manasseh, todas las ciudades con sus pueblos.
Y ellos drave no fuera del Canaanites aquello morado en Gezer: pero el Canaanites morar entre el Ephraimites unto este día, y servir debajo tributo.
había también mucho para el resto de los niños de Manasseh por sus familias; para los niños de Abiezer, y para los niños de Helek, y para los niños de Asriel, y para los niños de Shechem, y para los niños de Hepher, y para los niños de Shemida: estos eran los niños machos de Manasseh el hijo de Joseph por sus familias.
Pero Zelophehad, el hijo de Hepher, el hijo de Gilead, el hijo de Machir, el hijo de Manasseh, tuvo ningún hijo, pero hijas: y estos son los nombres de sus hijas, Mahlah, y Noah, Hoglah, Milcah, y Tirzah.
Y allí cayó diez porciones a Manasseh, junto a la tierra de Gilead y Bashan, el cual era por otro lado Jordania;
Porque las hijas de Manasseh tuvo una herencia entre sus hijos: y el resto de Manasseh los hijos tuvieron la tierra de Gilead.
Y la costa de Manasseh era de Asher a Michmethah, aquel lieth antes de Shechem; y el borde fue en la mano derecha unto los habitantes de Entappuah.
Ahora Manasseh tuvo la tierra de Tappuah: pero Tappuah en el borde de Manasseh pertenecido a los niños de Ephraim;
Y la costa descendió unto el río Kanah, hacia el sur del río: estas ciudades de Ephraim es entre las ciudades de Manasseh: la costa de Manasseh también era en el lado del norte del río, y el outgoings de era en el mar:
Hacia el sur era Ephraim es, y northward lo era Manasseh es, y el mar es su borde ; y cumplieron juntos en Asher en el del norte, y en Issachar en el este.
Y Manasseh tenido en Issachar y en Asher Bethshean y sus ciudades, e ibleam y sus ciudades, y los habitantes de Dor y sus ciudades, y los habitantes de Endor y sus ciudades, y los habitantes de Taanach y sus ciudades, y los habitantes de Megiddo y sus ciudades, incluso tres países.
Aún así los niños de Manasseh no podría conducir fuera de los habitantes de aquellas ciudades; pero el Canaanites moraría en aquella tierra.
Aún así vino para pasar, cuándo los niños de Israel eran waxen fuertes, que pusieron el Canaanites a tributo, pero no absolutamente conducirles fuera.
Y los niños de Joseph spake unto Joshua, refrán, Por qué hast thou dado me pero una parcela y una porción para heredar, viendo soy unas personas sumas , forasmuch como el SEÑOR hath bendecido me hasta la fecha?
Y Joshua les contestó, Si thou ser unas personas sumas, entonces coger thee hasta el país de madera, y cortado abajo para thyself allí en la tierra del Perizzites y de los gigantes, si monte Ephraim ser demasiado estrecho para thee.
Y los niños de Joseph dijeron, El cerro no es bastante para nosotros: y todo el Canaanites aquello mora en la tierra del valle ha chariots de hierro, tanto ellos quiénes son de Bethshean y sus ciudades, y ellos quiénes son del valle de Jezreel.
Y Joshua spake unto la casa de Joseph, incluso a Ephraim y a Manasseh, refrán, Thou arte unas personas sumas, y hast poder sumo: thou shalt no tener una parcela sólo:
Pero la montaña será thine; para es una madera , y thou shalt cortado lo abajo: y el outgoings de él será thine: para thou shalt paseo fuera del Canaanites, aunque tienen hierro chariots, y aunque ellos ser fuertes.
Y la congregación entera de los niños de Israel reunieron juntos en Shiloh, y puestos arriba del tabernacle de la congregación allí. Y la tierra era subdued antes de que les.
Y allí quedado entre los niños de Israel siete tribus, el cual hubo no todavía recibió su herencia.
Y Joshua dijo unto los niños de Israel, Cuánto tiempo es ye slack para ir para poseer la tierra, el cual el Dios de SEÑOR de vuestros padres hath dados te?
Da fuera de entre ti tres hombres para cada tribu: y les enviaré, y ascenderán, y pasar por la tierra, y describir él según la herencia de ellos; y vendrán otra vez a mí.
Y dividirán él a siete partes: Judah soportará en su costa en el del sur, y la casa de Joseph soportará en sus costas en el del norte.
Ye Por tanto describirá la tierra a siete partes, y traer la descripción hither a mí, que puedo lanzar parcelas para ti aquí antes del SEÑOR nuestro Dios.
Pero el Levites tener ninguna parte entre ti; para el sacerdocio del SEÑOR es su herencia: y Gad, y Reuben, y a medias la tribu de Manasseh, ha recibido su herencia más allá Jordania en el este, el cual Moisés el criado del SEÑOR les dio.
Y los hombres surgieron, y fue fuera: y Joshua les cobró aquello fue para describir la tierra, refrán, Va y paseo a través de la tierra, y describirlo, y venir otra vez a mí, que aquí puedo lanzar parcelas para ti antes de que el SEÑOR en Shiloh.
Y los hombres fueron y pasados a través de la tierra, y describió él por ciudades a siete partes en un libro, y vino otra vez a Joshua al anfitrión en Shiloh.
Y parcelas de molde del Joshua para ellos en Shiloh antes del SEÑOR: y allí Joshua dividió la tierra unto los niños de Israel según sus reparto.
Y la parcela de la tribu de los niños de Benjamin vinieron arriba según sus familias: y la costa de su parcela vino adelante entre los niños de Judah y los niños de Joseph.
Y el borde fue encima de thence hacia Luz, al lado de Luz, el cual es Bethel, hacia el sur; y el borde descendió a Atarothadar, cercano el cerro que lieth en el lado del sur del nether Bethhoron.
Y el borde estuvo dibujado thence, y compassed la esquina del mar hacia el sur, del cerro que lieth antes de Bethhoron hacia el sur; y el goings fuera del mismo era en Kirjathbaal, el cual es Kirjathjearim, una ciudad de los niños de Judah: esto era el barrio del oeste .
Y el barrio del sur era del fin de Kirjathjearim, y el borde salió en el del oeste, y salió al bien de aguas de Nephtoah:
Y el borde vino abajo hasta el final de la montaña que lieth antes del valle del hijo de Hinnom, y cuál es en el valle de los gigantes en el del norte, y descendidos al valle de Hinnom, al lado de Jebusi en el del sur, y descendido a Enrogel,
Y pasado a lo largo de hacia el lado encima contra Arabah northward, y bajó unto Arabah:
Y el borde pasado a lo largo de al lado de Bethhoglah northward: y el outgoings del borde era en la bahía del norte del mar de sal en el fin del sur de Jordania: esto era la costa del sur .
Y Jordania era el borde de él encima el lado del este. Esto era la herencia de los niños de Benjamin, por las costas del mismo ronda aproximadamente, según sus familias.
Ahora las ciudades de la tribu de los niños de Benjamin según sus familias era Jericho, y Bethhoglah, y el valle de Keziz,
Y Betharabah, y Zemaraim, y Bethel,
Y Avim, y Parah, y Ophrah,
Y Chepharhaammonai, y Ophni, y Gaba; doce ciudades con sus pueblos:
Gibeon, y Ramah, y Beeroth,
Y Mizpeh, y Chephirah, y Mozah,
Y Rekem, e irpeel, y Taralah,
Y la segunda parcela vino adelante a Simeon, incluso para la tribu de los niños de Simeon según sus familias: y su herencia era dentro de la herencia de los niños de Judah.
Y tuvieron en su herencia Beersheba, y Sheba, y Moladah,
Y Hazarshual, y Balah, y Azem,
Y Eltolad, y Bethul, y Hormah,
Y Bethlebaoth, y Sharuhen; trece ciudades y sus pueblos:
Ain, Remmon, y Éter, y Ashan; cuatro ciudades y sus pueblos:
Y todos los pueblos que era ronda sobre estas ciudades a Baalathbeer, Ramath del del sur. Esto es la herencia de la tribu de los niños de Simeon según sus familias.
Fuera de la porción de los niños de Judah era la herencia de los niños de Simeon: para la parte de los niños de Judah era demasiado para ellos: por eso los niños de Simeon tuvo su herencia dentro de la herencia de ellos.
Y la tercera parcela vino arriba para los niños de Zebulun según sus familias: y el borde de su herencia era unto Sarid:
Y su borde remontó hacia el mar, y Maralah, y logrado a Dabbasheth, y logrado al río que es antes de Jokneam;
Y girado de Sarid eastward hacia el sunrising unto el borde de Chislothtabor, y entonces goeth fuera a Daberath, y goeth hasta Japhia,
Y de thence passeth encima a lo largo de en el del este a Gittahhepher, a Ittahkazin, y goeth fuera a Remmonmethoar a Neah;
Y Kattath, y Nahallal, y Shimron, e idalah, y Bethlehem: doce ciudades con sus pueblos.
Esto es la herencia de los niños de Zebulun según sus familias, estas ciudades con sus pueblos.
Y la cuarta parcela salió a Issachar, para los niños de Issachar según sus familias.
Y su borde era hacia Jezreel, y Chesulloth, y Shunem,
Y Haphraim, y Shihon, y Anaharath,
Y Rabbith, y Kishion, y Abez,
Y Remeth, y Engannim, y Enhaddah, y Bethpazzez;
Y la costa reacheth a Tabor, y Shahazimah, y Bethshemesh; y el outgoings de su borde era en Jordania: dieciséis ciudades con sus pueblos.
Esto es la herencia de la tribu de los niños de Issachar según sus familias, las ciudades y sus pueblos.
Y su borde era Helkath, y Hali, y Beten, y Achshaph,
Y Alammelech, y Amad, y Misheal; y reacheth a Carmel hacia el oeste, y a Shihorlibnath;
Y turneth hacia el sunrising a Bethdagon, y reacheth a Zebulun, y al valle de Jiphthahel hacia el lado del norte de Bethemek, y Neiel, y goeth fuera a Cabul en la mano izquierda,
Y Hebron, y Rehob, y Hammon, y Kanah, incluso unto sumo Zidon;
Y entonces la costa turneth a Ramah, y a la Rueda de ciudad fuerte; y la costa turneth a Hosah; y el outgoings del mismo es en el mar de la costa a Achzib:
Ummah también, y Aphek, y Rehob: veinte y dos ciudades con sus pueblos.
Esto es la herencia de la tribu de los niños de Asher según sus familias, estas ciudades con sus pueblos.
La sexta parcela salió a los niños de Naphtali, incluso para los niños de Naphtali según sus familias.
Y su costa era de Heleph, de Allon a Zaanannim, y Adami, Nekeb, y Jabneel, unto Lakum; y el outgoings del mismo era en Jordania:
Y las ciudades valladas son Ziddim, Zer, y Hammath, Rakkath, y Chinnereth,
Y Adamah, y Ramah, y Hazor,
Esto es la herencia de la tribu de los niños de Naphtali según sus familias, las ciudades y sus pueblos.
Y la costa de su herencia era Zorah, y Eshtaol, e irshemesh,
Y Shaalabbin, y Ajalon, y Jethlah,
Y Elon, y Thimnathah, y Ekron,
Y Eltekeh, y Gibbethon, y Baalath,
Y Jehud, y Beneberak, y Gathrimmon,
Y Mejarkon, y Rakkon, con el borde antes de Japho.
Y la costa de los niños de Dan salieron demasiado poco para ellos: por eso los niños de Dan remontaron para luchar contra Leshem, y lo tomó, y golpeó él con el borde de la espada, y lo poseyó, y moró therein, y llamó Leshem, Dan, después del nombre de Dan su padre.
Esto es la herencia de la tribu de los niños de Dan según sus familias, estas ciudades con sus pueblos.
Cuándo habían hecho un fin de dividir la tierra para herencia por sus costas, los niños de Israel dieron una herencia a Joshua el hijo de Nun entre ellos:
Según la palabra del SEÑOR le dieron la ciudad qué pidió, incluso Timnathserah en montar Ephraim: y construyó la ciudad, y moró therein.
Estos son las herencias , el cual Eleazar el sacerdote, y Joshua el hijo de Nun, y las jefas de los padres de las tribus de los niños de Israel, dividido para una herencia por parcela en Shiloh antes del SEÑOR, en la puerta del tabernacle de la congregación. Así que hicieron un fin de dividir el país.
El SEÑOR también spake unto Joshua, refrán,
Habla a los niños de Israel, refrán, Nombra fuera para ti ciudades de refuge, de lo que yo spake unto tú por la mano de Moisés:
Aquello el slayer que killeth cualquier persona unawares y unwittingly puede huir allá: y serán vuestro refuge del avenger de sangre.
Y cuándo él aquello doth huir unto uno de aquellas ciudades estará en el introduciendo de la puerta de la ciudad, y declarará su causa en las orejas de los mayors de aquella ciudad, le tomarán a la ciudad unto les, y darle un sitio, que puede morar entre ellos.
Y si el avenger de la sangre persigue después de que le, entonces no entregarán el slayer arriba a su mano; porque golpeó su vecino unwittingly, y le odió no beforetime.
Y morará en aquella ciudad, hasta que está antes de la congregación para juicio, y hasta la muerte del sacerdote alto que será en aquellos días: entonces el slayer regreso, y venir unto su ciudad propia, y unto su casa propia, unto la ciudad de whence huyó.
Y nombraron Kedesh en Galilee en montar Naphtali, y Shechem en montar Ephraim, y Kirjatharba, el cual es Hebron, en la montaña de Judah.
Y por otro lado Jordania por Jericho eastward, asignaron Bezer en el wilderness a la llanura fuera de la tribu de Reuben, y Ramoth en Gilead fuera de la tribu de Gad, y Golan en Bashan fuera de la tribu de Manasseh.
Estos eran las ciudades nombró para todos los niños de Israel, y para el más extraño que sojourneth entre ellos, aquel whosoever killeth cualquier persona en unawares podría huir allá, y no morir por la mano del avenger de sangre, hasta que estuvo antes de la congregación.
Y ellos spake unto les en Shiloh en la tierra de Canaan, refrán, El SEÑOR mandado por la mano de Moisés para darnos ciudades para morar en, con los suburbios del mismo para nuestro ganado.
Y los niños de Israel dieron unto el Levites fuera de su herencia, en el commandment del SEÑOR, estas ciudades y sus suburbios.
Y el resto de los niños de Kohath tenidos por parcela fuera de las familias de la tribu de Ephraim, y fuera de la tribu de Dan, y fuera de la tribu media de Manasseh, diez ciudades.
Y los niños de Gershon tenidos por parcela fuera de las familias de la tribu de Issachar, y fuera de la tribu de Asher, y fuera de la tribu de Naphtali, y fuera de la tribu media de Manasseh en Bashan, trece ciudades.
Los niños de Merari por sus familias tuvieron fuera de la tribu de Reuben, y fuera de la tribu de Gad, y fuera de la tribu de Zebulun, doce ciudades.
Y los niños de Israel dieron por parcela unto el Levites estas ciudades con sus suburbios, como el SEÑOR mandado por la mano de Moisés.
Y dieron fuera de la tribu de los niños de Judah, y fuera de la tribu de los niños de Simeon, estas ciudades qué es aquí mencionado por nombre,
el cual los niños de Aaron, siendo de las familias del Kohathites, quién era de los niños de Levi, tuvo: para el suyo era la primera parcela .
Y les dieron la ciudad de Arba el padre de Anak, el cual la ciudad es Hebron, en el país de cerro de Judah, con los suburbios del mismo ronda aproximadamente lo.
Pero los campos de la ciudad, y los pueblos del mismo, dio ellos a Caleb el hijo de Jephunneh para su posesión.
Por ello dieron a los niños de Aaron el sacerdote Hebron con sus suburbios, para ser una ciudad de refuge para el slayer; y Libnah con sus suburbios,
Y Holon con sus suburbios, y Debir con sus suburbios,
Y Ain con sus suburbios, y Juttah con sus suburbios, y Bethshemesh con sus suburbios; nueve ciudades fuera de aquellas dos tribus.
Y fuera de la tribu de Benjamin, Gibeon con sus suburbios, Geba con sus suburbios,
Anathoth con sus suburbios, y Almon con sus suburbios; cuatro ciudades.
Y las familias de los niños de Kohath, el Levites cuál quedó de los niños de Kohath, incluso tuvieron las ciudades de su parcela fuera de la tribu de Ephraim.
Para les dieron Shechem con sus suburbios en montar Ephraim, para ser una ciudad de refuge para el slayer; y Gezer con sus suburbios,
Aijalon con sus suburbios, Gathrimmon con sus suburbios; cuatro ciudades.
Y fuera de la tribu media de Manasseh, Tanach con sus suburbios, y Gathrimmon con sus suburbios; dos ciudades.
Todas las ciudades eran diez con sus suburbios para las familias de los niños de Kohath aquello quedó.
Y unto los niños de Gershon, de las familias del Levites, fuera de la otra tribu media de Manasseh dieron Golan en Bashan con sus suburbios, para ser una ciudad de refuge para el slayer; y Beeshterah con sus suburbios; dos ciudades.
Y fuera de la tribu de Issachar, Kishon con sus suburbios, Dabareh con sus suburbios,
Jarmuth con sus suburbios, Engannim con sus suburbios; cuatro ciudades.
Y fuera de la tribu de Asher, Mishal con sus suburbios, Abdon con sus suburbios,
Y fuera de la tribu de Naphtali, Kedesh en Galilee con sus suburbios, para ser una ciudad de refuge para el slayer; y Hammothdor con sus suburbios, y Kartan con sus suburbios; tres ciudades.
Todas las ciudades del Gershonites según sus familias eran trece ciudades con sus suburbios.
Dimnah con sus suburbios, Nahalal con sus suburbios; cuatro ciudades.
Y fuera de la tribu de Reuben, Bezer con sus suburbios, y Jahazah con sus suburbios,
Kedemoth con sus suburbios, y Mephaath con sus suburbios; cuatro ciudades.
Y fuera de la tribu de Gad, Ramoth en Gilead con sus suburbios, para ser una ciudad de refuge para el slayer; y Mahanaim con sus suburbios,
Heshbon con sus suburbios, Jazer con sus suburbios; cuatro ciudades en todo.
Así que todas las ciudades para los niños de Merari por sus familias, el cual quedaba de las familias del Levites, era por su parcela doce ciudades.
Todas las ciudades del Levites dentro de la posesión de los niños de Israel eran cuarenta y ocho ciudades con sus suburbios.
Estas ciudades eran cada uno con su ronda de suburbios aproximadamente les: así era todas estas ciudades.
Y el SEÑOR dio unto Israel todo el aterrizar cuál él sware para dar unto sus padres; y lo poseyeron, y moró therein.
Y el SEÑOR les dio ronda de resto aproximadamente, según todo que él sware unto sus padres: y allí estuvo no un hombre de todos sus enemigos antes de que les; el SEÑOR entregó todos sus enemigos a su mano.
Allí falló no ought de cualquier cosa buena qué el SEÑOR había hablado unto la casa de Israel; todo vino para pasar.
Entonces Joshua llamó el Reubenites, y el Gadites, y la tribu media de Manasseh,
Y dijo unto les, Ye ha mantenido todo aquel Moisés el criado del SEÑOR te mandaste, y ha obedecido mi voz en todo que te mandaste:
Y ahora el SEÑOR vuestro Dios hath resto dado unto vuestros hermanos, como les prometió: por tanto ahora regresar ye, y cogerte unto vuestras tiendas, y unto la tierra de vuestra posesión, el cual Moisés el criado del SEÑOR te diste por otro lado Jordania.
Pero tomar diligente heed para hacer el commandment y la ley, el cual Moisés el criado del SEÑOR te cobraste, para querer el SEÑOR vuestro Dios, y para andar en todas sus maneras, y para mantener su commandments, y a cleave unto le, y para servirle con todo vuestro corazón y con toda vuestra alma.
Así que Joshua les bendijo, y les envió fuera: y fueron unto sus tiendas.
Ahora al medio de la tribu de Manasseh Moisés había dado posesión en Bashan: pero unto el otro medio del mismo dio Joshua entre sus hermanos en esta Jordania de lado hacia el oeste. Y cuándo Joshua les envió fuera también unto sus tiendas, entonces les bendijo,
Y él spake unto les, refrán, Regreso con mucho riches unto vuestras tiendas, y con mucho ganado, con plata, y con oro, y con latón, y con hierro, y con mucho raiment: dividir el estropear de vuestros enemigos con vuestros hermanos.
Y los niños de Reuben y los niños de Gad y la tribu media de Manasseh regresado, y departed de los niños de Israel fuera de Shiloh, el cual es en la tierra de Canaan, para ir unto el país de Gilead, a la tierra de su posesión, de lo que estuvieron poseídos, según la palabra del SEÑOR por la mano de Moisés.
Y cuándo vinieron unto los bordes de Jordania, aquello es en la tierra de Canaan, los niños de Reuben y los niños de Gad y la tribu media de Manasseh construido allí un altar por Jordania, un altar sumo para ver a.
Y los niños de Israel oyeron decir, Behold, los niños de Reuben y los niños de Gad y la tribu media de Manasseh ha construido un altar encima contra la tierra de Canaan, en los bordes de Jordania, en el pasaje de los niños de Israel.
Y cuándo los niños de Israel oyeron de él, la congregación entera de los niños de Israel reunieron ellos juntos en Shiloh, para remontar a guerra en contra les.
Y los niños de Israel enviaron unto los niños de Reuben, y a los niños de Gad, y a la tribu media de Manasseh, a la tierra de Gilead, Phinehas el hijo de Eleazar el sacerdote,
Y con él diez príncipes, de cada jefe alberga un príncipe por todas partes todas las tribus de Israel; y cada cual uno era una jefa de la casa de sus padres entre los miles de Israel.
Y vinieron unto los niños de Reuben, y a los niños de Gad, y a la tribu media de Manasseh, unto la tierra de Gilead, y ellos spake con ellos, refrán,
Es la iniquidad de Peor demasiado poco para nosotros, de qué no somos cleansed hasta este día, a pesar de que había una plaga en la congregación del SEÑOR,
Pero que ye tiene que dar la espalda este día de siguiente el SEÑOR? Y será, viendo ye se rebela a día contra el SEÑOR, aquello a morrow será wroth con la congregación entera de Israel.
Notwithstanding, si la tierra de vuestra posesión ser unclean, entonces pasar ye sobre unto la tierra de la posesión del SEÑOR, donde el SEÑOR tabernacle dwelleth, y tomar posesión entre nosotros: pero se rebela no contra el SEÑOR, ni rebelarse en contra nos, en construirte un altar junto al altar del SEÑOR nuestro Dios.
No Achan el hijo de Zerah cometer un entrar sin autorización en el accursed cosa, y la ira cayó encima toda la congregación de Israel? Y que el hombre pereció no sólo en su iniquidad.
Entonces los niños de Reuben y los niños de Gad y la tribu media de Manasseh contestado, y dijo unto las jefas de los miles de Israel,
El Dios de SEÑOR de dioses, el Dios de SEÑOR de dioses, él knoweth, e israel sabrá; si lo ser en rebelión, o si en transgresión contra el SEÑOR, (nos salvo no este día,)
Que nos hemos construido un altar para girar de siguiente el SEÑOR, o si para ofrecer thereon carne u ofrenda quemadas ofrenda, o si para ofrecer ofrendas de paz thereon, dejados el SEÑOR él lo requiere;
Y si hemos no bastante hechos él para miedo de esta cosa, refrán, En cronometrar para venir vuestros niños podrían hablar unto nuestros niños, refrán, Qué ha ye para hacer con el Dios de SEÑOR de Israel?
Para el SEÑOR hath Jordania hecha un borde entre nosotros y te, ye niños de Reuben y niños de Gad; ye tener ninguna parte en el SEÑOR: así que vuestros niños hacen nuestros niños cesan de temer el SEÑOR.
Por eso dijimos, Dejados nos ahora preparar para construirnos un altar, no para ofrenda quemada, ni para sacrificio:
Pero que lo puede ser un testigo entre nosotros, y te, y nuestras generaciones después de que nos, que podríamos hacer el servicio del SEÑOR antes de que le con nuestro quemó ofrendas, y con nuestros sacrificios, y con nuestras ofrendas de paz; aquello vuestros niños no pueden decir a nuestros niños en cronometrar para venir, Ye tener ninguna parte en el SEÑOR.
Por tanto dijo nosotros, que lo será, cuándo tienen que así que dice a nosotros o a nuestras generaciones en cronometrar para venir, que podemos decir otra vez, Behold el patrón del altar del SEÑOR, el cual nuestros padres hicieron, no para quemó ofrendas, ni para sacrificios; pero es un testigo entre nosotros y tú.
El dios prohíbe que nos tendríamos que rebelar contra el SEÑOR, y girar este día de siguiente el SEÑOR, para construir un altar para quemó ofrendas, para ofrendas de carne, o para sacrificios, junto al altar del SEÑOR nuestro Dios que es antes de su tabernacle.
Y cuándo Phinehas el sacerdote, y los príncipes de la congregación y jefas de los miles de Israel cuál era con él, oyó las palabras que los niños de Reuben y los niños de Gad y los niños de Manasseh spake, les complació.
Y Phinehas el hijo de Eleazar el sacerdote dijo unto los niños de Reuben, y a los niños de Gad, y a los niños de Manasseh, Este día percibimos que el SEÑOR es entre nosotros, porque ye no ha cometido esto entra sin autorización contra el SEÑOR: ahora ye ha entregado los niños de Israel fuera de la mano del SEÑOR.
Y la cosa complació los niños de Israel; y los niños de Israel Dios bendito, y no pretendió para remontar en contra les en batalla, para destruir la tierra donde los niños de Reuben y Gad moró.
Y los niños de Reuben y los niños de Gad llamados el altar Ed: para él será un testigo entre nosotros que el SEÑOR es Dios .
Y vino para pasar un tiempo largo después que el SEÑOR había dado resto unto Israel de toda su ronda de enemigos aproximadamente, que Joshua waxed viejo y stricken en edad.
Y Joshua pidió todo Israel, y para sus mayors, y para sus jefas, y para sus jueces, y para sus agentes, y dijo unto les, soy viejo y stricken en edad:
Y ye ha visto todo que el SEÑOR vuestro Dios hath hecho unto todas estas naciones debido a ti; para el SEÑOR vuestro Dios es aquello hath luchado para ti.
Behold, he dividido unto tú por parcela estas naciones que queda, para ser una herencia para vuestras tribus, de Jordania, con todas las naciones que he cortado fuera, incluso unto el mar sumo hacia el oeste.
Y el SEÑOR vuestro Dios, les expulsará de antes de que te, y conducirles de fuera de vuestra vista; y ye poseerá su tierra, como el SEÑOR vuestro Dios hath prometió unto te.
Ser ye por tanto muy brioso de mantener y para hacer todo aquello está escrito en el libro de la ley de Moisés, aquel ye turno no aparte therefrom a la derecha mano o a la izquierda;
Aquel ye viene no entre estas naciones, estos aquello queda entre ti; tampoco hacer mencionar del nombre de sus dioses, ni causa para jurar por ellos, tampoco servirles, ni prpers inclinar unto les:
Pero cleave unto el SEÑOR vuestro Dios, como ye ha hecho unto este día.
Para el SEÑOR hath conducido fuera de antes de que te naciones sumas y fuertes: pero en cuanto a ti, ningún hombre hath sido capaz de estar antes de que tú unto este día.
Un hombre de ti perseguirá mil: para el SEÑOR vuestro Dios, él es que fighteth para ti, como él hath prometido te.
Toma bien heed por tanto unto vosotros, aquel ye amor el SEÑOR vuestro Dios.
Más si ye hacer en cualquier sensato vuelve, y cleave unto el resto de estas naciones, incluso estos aquello queda entre ti, y hará matrimonios con ellos, y entrar unto les, y ellos a ti:
Sabe para una certeza que el SEÑOR vuestro Dios ningún más paseo fuera de cualquier de estas naciones de antes de que te; pero serán snares y atrapa unto te, y azotes en vuestros lados, y thorns en vuestros ojos, hasta ye perecer de de este bueno aterrizar cuál el SEÑOR vuestro Dios hath dado te.
Y, behold, este día estoy yendo la manera de toda la tierra: y ye saber en todos vuestros corazones y en todas vuestras almas, aquello no una cosa hath fallado de todas las cosas buenas qué el SEÑOR vuestro Dios spake concerniéndote; todos están venidos para pasar unto te, y no una cosa hath fallado del mismo.
Por eso vendrá para pasar, que como todas las cosas buenas están venidas a ti, el cual el SEÑOR vuestro Dios te prometiste; así que el SEÑOR trae a ti todas cosas de mal, hasta que ha destruido tú de de este bueno aterrizar cuál el SEÑOR vuestro Dios hath dado te.
Cuándo ye ha transgredido el covenant del SEÑOR vuestro Dios, el cual te mandaste, y ha ido y sirvió otros dioses, y prpers inclinó a ellos; entonces la rabia del SEÑOR ser kindled en contra te, y ye perecerá deprisa de del bueno aterrizar cuál él hath dado unto te.
Y Joshua reunió todas las tribus de Israel a Shechem, y pidió los mayors de Israel, y para sus jefas, y para sus jueces, y para sus agentes; y se presentaron antes de que Dios.
Y Joshua dijo unto todas las personas, Así saith el Dios de SEÑOR de Israel, Vuestros padres se obsesionaron con el otro lado de la inundación en tiempo viejo, incluso Terah, el padre de Abraham, y el padre de Nachor: y sirvieron otros dioses.
Y tomé vuestro padre Abraham del otro lado de la inundación, y le dirigió por todas partes toda la tierra de Canaan, y multiplicó su semilla, y le dio Isaac.
Y di unto Isaac Jacob y Esau: y di unto Esau monte Seir, para poseerlo; pero Jacob y sus niños bajaron a Egipto.
Y traje vuestros padres fuera de Egipto: y ye vino unto el mar; y los egipcios persiguieron después de vuestros padres con chariots y horsemen unto el mar Rojo.
Y cuándo lloraron unto el SEÑOR, pone oscuridad entre ti y los egipcios, y trajo el mar a ellos, y les cubrió; y vuestros ojos han visto qué I ha hecho en Egipto: y ye morado en el wilderness una estación larga.
Y traje tú a la tierra del Amorites, el cual se obsesionó con la otra Jordania de lado; y lucharon contigo: y les di a vuestra mano, aquel ye podría poseer su tierra; y les destruí de antes de que te.
Entonces Balak el hijo de Zippor, rey de Moab, surgió y warred en contra Israel, y enviado y llamó Balaam el hijo de Beor para maldecirte:
Pero yo no hearken unto Balaam; por eso te bendijiste todavía: así que entregué tú fuera de su mano.
Y ye fue encima Jordania, y vino unto Jericho: y los hombres de Jericho luchados en contra te, el Amorites, y el Perizzites, y el Canaanites, y el Hittites, y el Girgashites, el Hivites, y el Jebusites; y les entregué a vuestra mano.
Y envié el hornet antes de que te, el cual drave les fuera de antes de que te, incluso los dos reyes del Amorites; pero no con thy espada, ni con thy lazo.
Y te he dado una tierra para qué ye no laboral, y ciudades qué ye construyó no, y ye morar en ellos; de las viñas y oliveyards qué ye plantó no ye come.
Ahora por tanto temer el SEÑOR, y servirle en sinceridad y en verdad: y puesto fuera los dioses qué vuestros padres sirvieron por otro lado de la inundación, y en Egipto; y servir ye el SEÑOR.
Y si parece mal unto te para servir el SEÑOR, escogerte este día quien ye servirá; si los dioses qué vuestros padres sirvieron que era por otro lado de la inundación, o los dioses del Amorites, en de quién tierra ye mora: pero en cuanto a mí y mi casa, serviremos el SEÑOR.
Y las personas contestadas y dichos, el dios prohíbe que tenemos que forsake el SEÑOR, para servir otros dioses;
Para el SEÑOR nuestro Dios, él es aquello nos traje arriba y nuestros padres fuera de la tierra de Egipto, de la casa de bondage, y cuál aquellos signos sumos en nuestra vista, y nos preservé en completamente donde fuimos, y entre todas las personas a través de quien pasamos:
Y el SEÑOR drave fuera de antes de que nos todas las personas, incluso el Amorites cuál moró en la tierra: por tanto también servimos el SEÑOR; para es nuestro Dios .
Y Joshua dijo unto las personas, Ye no puede servir el SEÑOR: para es un Dios santo ; es un Dios celoso ; no perdonará vuestras transgresiones ni vuestros pecados.
Si ye forsake el SEÑOR, y servir dioses extraños, entonces girará y doliste, y consumirte, después que él hath hecho te bien.
Y las personas dijeron unto Joshua, Nay; pero serviremos el SEÑOR.
Y Joshua dijo unto las personas, Ye es testigos en contra vosotros aquel ye te ha escogido el SEÑOR, para servirle. Y dijeron, somos testigos .
Ahora por tanto puesto fuera, dijo él, los dioses extraños qué es entre ti, e inclinar vuestro corazón unto el Dios de SEÑOR de Israel.
Y las personas dijeron unto Joshua, El SEÑOR nuestro Dios servimos, y su voz obedecemos.
Así que Joshua hizo un covenant con las personas que día, y puesto les un estatuto y un ordinance en Shechem.
Y Joshua escribió estas palabras en el libro de la ley de Dios, y tomó un hueso sumo, y puesto lo allí arriba bajo un roble, aquello era por el santuario del SEÑOR.
Y Joshua dijo unto todas las personas, Behold, este hueso será un testigo unto nos; para él hath oído todas las palabras del SEÑOR qué él spake unto nos: será por eso un testigo unto te, lest ye negar vuestro Dios.
Así que Joshua dejó las personas depart, cada hombre unto su herencia.
Y vino para pasar después de estas cosas, que Joshua el hijo de Nun, el criado del SEÑOR, muerto, siendo un centenar y diez años.
Y le enterraron en el borde de su herencia en Timnathserah, el cual es en montar Ephraim, en el lado del norte del cerro de Gaash.
E Israel sirvió el SEÑOR todos los días de Joshua, y todos los días de los mayors que overlived Joshua, y cuál había sabido todas las obras del SEÑOR, que había hecho para Israel.
Y los huesos de Joseph, el cual los niños de Israel trajeron arriba fuera de Egipto, enterró ellos en Shechem, en un paquete de tierra qué Jacob compró de los hijos de Hamor el padre de Shechem para unas piezas de centenar de plata: y acaecía la herencia de los niños de Joseph.
Y Eleazar el hijo de Aaron murió; y le enterraron en un cerro que pertained a Phinehas su hijo, el cual estuvo dado le en montar Ephraim.
Ahora después de la muerte de Joshua lo vino para pasar, que los niños de Israel pidieron el SEÑOR, refrán, Quién remontará para nosotros en contra el Canaanites primero, para luchar en contra les?
Y el SEÑOR dijo, Judah remontará: behold, he entregado la tierra a su mano.
Y Judah dijo unto Simeon su hermano, Venido arriba conmigo a mi parcela, que podemos luchar contra el Canaanites; y así mismo iré con thee a thy parcela. Tan Simeon fue con él.
Y Judah remontó; y el SEÑOR entregó el Canaanites y el Perizzites a su mano: y ellos slew de ellos en Bezek diez mil hombres.
Y encontraron Adonibezek en Bezek: y lucharon en contra le, y ellos slew el Canaanites y el Perizzites.
Pero Adonibezek huyó; y persiguieron después de que le, y le cogió, y cortado de sus pulgares y sus dedos sumos.
Y Adonibezek dicho, Threescore y diez reyes, habiendo sus pulgares y sus dedos sumos cortados fuera, reunió su carne bajo mi mesa: como he hecho, así que Dios hath requited me. Y le trajeron a Jerusalem, y allí murió.
Ahora los niños de Judah habían luchado contra Jerusalem, y había tomado lo, y golpeado él con el borde de la espada, y poner la ciudad encima fuego.
Y después los niños de Judah bajaron para luchar contra el Canaanites, aquello morado en la montaña, y en el del sur, y en el valle.
Y Judah fue contra el Canaanites aquello morado en Hebron: (ahora el nombre de Hebron antes de que era Kirjatharba:) y ellos slew Sheshai, y Ahiman, y Talmai.
Y de thence fue contra los habitantes de Debir: y el nombre de Debir antes de que era Kirjathsepher:
Y Caleb dijo, Él aquello smiteth Kirjathsepher, y taketh lo, a él doy Achsah mi hija a mujer.
Y Othniel el hijo de Kenaz, el hermano más joven de Caleb, lo tomó: y le dio Achsah su hija a mujer.
Y vino para pasar, cuándo vino a él, que le movió para pedir de su padre un campo: y encendió de de su asno; y Caleb dijo unto le, Qué wilt thou?
Y dijo unto le, Darme una bendición: para thou hast dado me una tierra del sur; me doy también muelles de agua. Y Caleb le dio los muelles superiores y el nether muelles.
Y los niños del Kenite, Moisés' padre en ley, remontó fuera de la ciudad de árboles de palma con los niños de Judah al wilderness de Judah, el cual lieth en el del sur de Arad; y fueron y morados entre las personas.
También Judah tomó Gaza con la costa del mismo, y Askelon con la costa del mismo, y Ekron con la costa del mismo.
Y el SEÑOR era con Judah; y él drave fuera de los habitantes de la montaña; pero no podría conducir fuera de los habitantes del valle, porque hubieron chariots de hierro.
Y la casa de Joseph, también remontaron contra Bethel: y el SEÑOR era con ellos.
Y la casa de Joseph envió a descry Bethel. (Ahora el nombre de la ciudad antes de que era Luz.)
Y los espías vieron un hombre venido adelante fuera de la ciudad, y dijeron unto le, Shew nos, rogamos thee, la entrada a la ciudad, y nosotros shew thee piedad.
Y cuándo él shewed les la entrada a la ciudad, golpearon la ciudad con el borde de la espada; pero dejaron ir el hombre y toda su familia.
Y el hombre fue a la tierra del Hittites, y construyó una ciudad, y llamó el nombre del mismo Luz: cuál es el nombre del mismo unto este día.
Tampoco hizo Manasseh paseo fuera de los habitantes de Bethshean y sus ciudades, ni Taanach y sus ciudades, ni los habitantes de Dor y sus ciudades, ni los habitantes de Ibleam y sus ciudades, ni los habitantes de Megiddo y sus ciudades: pero el Canaanites moraría en aquella tierra.
Y vino para pasar, cuándo Israel era fuerte, que pusieron el Canaanites a tributo, y no absolutamente conducirles fuera.
Tampoco hizo Ephraim paseo fuera del Canaanites aquello morado en Gezer; pero el Canaanites morado en Gezer entre ellos.
Tampoco hizo Zebulun paseo fuera de los habitantes de Kitron, ni los habitantes de Nahalol; pero el Canaanites morado entre ellos, y acaecía afluentes.
Tampoco Asher paseo fuera de los habitantes de Accho, ni los habitantes de Zidon, ni de Ahlab, ni de Achzib, ni de Helbah, ni de Aphik, ni de Rehob:
Pero el Asherites morado entre el Canaanites, los habitantes de la tierra: para no les condujeron fuera.
Tampoco hizo Naphtali paseo fuera de los habitantes de Bethshemesh, ni los habitantes de Bethanath; pero moró entre el Canaanites, los habitantes de la tierra: no obstante los habitantes de Bethshemesh y de Bethanath acaecía afluentes unto les.
Y el Amorites forzado los niños de Dan a la montaña: para no les padecerían para venir abajo al valle:
Pero el Amorites moraría en montar Heres en Aijalon, y en Shaalbim: aún así la mano de la casa de Joseph prevaleció, de modo que acaecían afluentes .
Y la costa del Amorites era del remontando a Akrabbim, del rock, y arriba.
Y un ángel del SEÑOR vino arriba de Gilgal a Bochim, y dicho, te hiciste para remontar fuera de Egipto, y te ha traído unto el aterrizar cuál yo sware unto vuestros padres; y dije, nunca romperé mi covenant contigo.
Y ye hará ninguna liga con los habitantes de esta tierra; ye echará abajo sus altares: pero ye no ha obedecido mi voz: por qué tiene ye hecho esto?
Wherefore I también dicho, no les conduciré fuera de antes de que te; pero serán tan thorns en vuestros lados, y sus dioses serán un snare unto te.
Y llamaron el nombre de aquel sitio Bochim: y sacrificaron allí unto el SEÑOR.
Y cuándo Joshua había dejado las personas van, los niños de Israel fueron cada hombre unto su herencia para poseer la tierra.
Y las personas sirvieron el SEÑOR todos los días de Joshua, y todos los días de los mayors que outlived Joshua, quién había visto todas las obras sumas del SEÑOR, que hizo para Israel.
Y Joshua el hijo de Nun, el criado del SEÑOR, muerto, siendo un centenar y diez años.
Y le enterraron en el borde de su herencia en Timnathheres, en el monte de Ephraim, en el lado del norte del cerro Gaash.
Y ellos forsook el Dios de SEÑOR de sus padres, el cual les trajo fuera de la tierra de Egipto, y siguió otros dioses, de los dioses de las personas que era ronda aproximadamente les, y los inclinó unto les, y provocó el SEÑOR para enfadar.
Y ellos forsook el SEÑOR, y servido Baal y Ashtaroth.
Y la rabia de la SEÑORA era caliente en contra Israel, y les entregó a las manos de spoilers aquello estropeado les, y les vendió a las manos de su ronda de enemigos aproximadamente, de modo que podrían no estand muy más largo antes de sus enemigos.
Whithersoever Salieron, la mano de la SEÑORA era en contra les para mal, como el SEÑOR había dicho, y como el SEÑOR había jurado unto les: y eran mucho afligidos.
Y aún así ellos no hearken unto sus jueces, pero fueron un whoring después de otros dioses, y los inclinó unto les: giraron deprisa fuera de la manera qué sus padres anduvieron en, obedeciendo el commandments del SEÑOR; pero ellos no tan.
Y cuándo el SEÑOR les crió arriba jueces, entonces el SEÑOR era con el juez, y les entregó fuera de la mano de sus enemigos todos los días del juez: para él repented el SEÑOR debido a su groanings por razón de ellos aquello oppressed les y vexed les.
Y vino para pasar, cuándo el juez era muerto, que regresaron, y los corrompió más de sus padres, en siguientes otros dioses para servirles, y para inclinar abajo unto les; cesaron no de su propios doings, ni de su manera terca.
Y la rabia de la SEÑORA era caliente en contra Israel; y dijo, Porque aquello estas personas hath transgredidos mi covenant cuál mandé sus padres, y ha no hearkened unto mi voz;
yo también no de ahora en adelante paseo fuera de cualquier de antes de que les de las naciones qué Joshua dejó cuándo murió:
Aquello a través de ellos puedo probar Israel, si mantendrán la manera del SEÑOR para andar therein, como sus padres lo mantuvieron, o no.
Por eso el SEÑOR dejó aquellas naciones, sin conducirles fuera a la ligera; tampoco entregó él les a la mano de Joshua.
Ahora estos son las naciones qué el SEÑOR dejó, para probar Israel por ellos, incluso como muchos de Israel como no había sabido todas las guerras de Canaan;
Sólo que las generaciones de los niños de Israel podrían saber, para enseñarles guerra, en el menos como antes de que supo nada del mismo;
Concretamente, cinco señores del Philistines, y todo el Canaanites, y el Sidonians, y el Hivites aquello morado en montar Líbano, de montar Baalhermon unto el introduciendo en de Hamath.
Y eran para probar Israel por ellos, para saber si ellos hearken unto el commandments del SEÑOR, el cual mandó sus padres por la mano de Moisés.
Y los niños de Israel moraron entre el Canaanites, Hittites, y Amorites, y Perizzites, e hivites, y Jebusites:
Y tomaron sus hijas para ser sus mujeres, y dio sus hijas a sus hijos, y sirvió sus dioses.
Y los niños de Israel mal en la vista del SEÑOR, y forgat el SEÑOR su Dios, y servido Baalim y el groves.
Por eso la rabia de la SEÑORA era caliente en contra Israel, y les vendió a la mano de Chushanrishathaim rey de Mesopotamia: y los niños de Israel sirvieron Chushanrishathaim ocho años.
Y cuándo los niños de Israel lloraron unto el SEÑOR, el SEÑOR criado arriba de un deliverer a los niños de Israel, quién les entregó, incluso Othniel el hijo de Kenaz, el hermano más joven de Caleb.
Y el Alcohol del SEÑOR vino a él, y juzgó Israel, y salió a guerra: y el SEÑOR entregó Chushanrishathaim rey de Mesopotamia a su mano; y su mano prevalecida contra Chushanrishathaim.
Y la tierra tuvo resto cuarenta años. Y Othniel el hijo de Kenaz murió.
Y los niños de Israel mal otra vez en la vista del SEÑOR: y el SEÑOR fortaleció Eglon el rey de Moab en contra Israel, porque habían hecho mal en la vista del SEÑOR.
Y reunió unto le los niños de Ammon y Amalek, y fue y golpeó Israel, y poseyó la ciudad de árboles de palma.
Así que los niños de Israel sirvieron Eglon el rey de Moab dieciocho años.
Pero cuándo los niños de Israel lloraron unto el SEÑOR, el SEÑOR les crió arriba un deliverer, Ehud el hijo de Gera, un Benjamite, un hombre lefthanded: y por él los niños de Israel enviaron un presentes unto Eglon el rey de Moab.
Pero Ehud le hizo una daga qué tuvo dos bordes, de un cubit periodo; y él gird lo debajo su raiment a su muslo derecho.
Y trajo el presente unto Eglon rey de Moab: y Eglon era un hombre muy gordo.
Pero él él giró otra vez de las canteras que era por Gilgal, y dicho, tengo un secreto errand unto thee, O rey: quién dijo, Mantiene silencio. Y todo aquel estado por él salió de él.
Y Ehud vino unto le; y sentaba en un verano parlour, el cual tuvo para él sólo. Y Ehud dicho, tengo un mensaje de Dios unto thee. Y surgió fuera de su escaño.
Y Ehud puesto adelante su mano izquierda, y tomó la daga de su muslo derecho, y empujado él a su vientre:
Y el haft también entró después de la hoja; y el gordo cerrado a la hoja, de modo que no podría dibujar la daga fuera de su vientre; y la mugre salió.
Entonces Ehud fue adelante a través del porche, y cerrar las puertas del parlour a él, y les cerró.
Cuándo estuvo salido, sus criados vinieron; y cuándo vieron que, behold, las puertas del parlour estuvo cerrado, dijeron, Seguramente él covereth sus pies en su cuarto de verano.
Y Ehud huido mientras ellos tarried, y pasados allende las canteras, y huidos unto Seirath.
Y vino para pasar, cuándo estuvo venido, que sopló una trompeta en la montaña de Ephraim, y los niños de Israel bajaron con él del monte, y él antes les.
Y dijo unto les, Seguir después de que me: para el SEÑOR hath entregado vuestros enemigos el Moabites a vuestra mano. Y bajaron después de que le, y tomó el fords de Jordania hacia Moab, y padeció no un hombre para pasar encima.
Y ellos slew de Moab en aquel tiempo aproximadamente diez mil hombres, todo lusty, y todos los hombres de valour; y allí huyó no un hombre.
Tan Moab era subdued que día bajo la mano de Israel. Y la tierra tuvo resto fourscore años.
Y los niños de Israel otra vez hizo mal en la vista del SEÑOR, cuándo Ehud era muerto.
Y el SEÑOR les vendió a la mano de Jabin rey de Canaan, aquello reinado en Hazor; el capitán de de quién anfitrión era Sisera, el cual moró en Harosheth del Gentiles.
Y los niños de Israel lloraron unto el SEÑOR: para tuvo novecientos chariots de hierro; y veinte años él mightily oppressed los niños de Israel.
Y Deborah, un prophetess, la mujer de Lapidoth, juzgó Israel en aquel tiempo.
Y moró bajo el árbol de palma de Deborah entre Ramah y Bethel en montar Ephraim: y los niños de Israel vinieron hasta su para juicio.
Y envió y Barak llamado el hijo de Abinoam fuera de Kedeshnaphtali, y dijo unto le, Hath no el Dios de SEÑOR de Israel mandó, refrán, Va y sorteo hacia montar Tabor, y tomar con thee diez mil hombres de los niños de Naphtali y de los niños de Zebulun?
Y dibujaré unto thee al río Kishon Sisera, el capitán de Jabin ejército, con su chariots y su multitude; y le entregaré a thine mano.
Y Barak dijo unto le, Si thou wilt ir conmigo, entonces iré: pero si thou wilt no ir conmigo, entonces no iré.
Y Barak llamó Zebulun y Naphtali a Kedesh; y remontó con diez mil hombres en sus pies: y Deborah remontó con él.
Ahora Heber el Kenite, el cual era de los niños de Hobab el padre en ley de Moisés, hubo severed él del Kenites, y pitched su tienda unto la llanura de Zaanaim, el cual es por Kedesh.
Y ellos shewed Sisera que Barak el hijo de Abinoam estuvo remontado para montar Tabor.
Y Sisera reunido junto todo su chariots, incluso novecientos chariots de hierro, y todas las personas que era con él, de Harosheth del Gentiles unto el río de Kishon.
Y Deborah dijo unto Barak, Arriba; para este es el día en qué el SEÑOR hath entregó Sisera a thine mano: no es el SEÑOR salido antes de thee? Así que Barak bajó de montar Tabor, y diez mil hombres después de que le.
